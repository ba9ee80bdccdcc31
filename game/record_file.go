package game

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// The history file is text, a game a line, so that ten years of twenty
// games a day (73,000 lines, about 25 MB with Killers' lines) load in a
// fraction of a second and a torn line costs that line alone:
//
//	sudoku-history	1
//	ended	started	variant	level	outcome	elapsed_ms	hints	checks	mistakes	undos	daily	puzzle
//	2026-12-02T10:31:05Z	2026-12-02T10:20:00Z	classic	hard	solved	655000	0	1	2	3		.6..3...
//
// Fields are separated by tabs; times are RFC 3339 in UTC; daily is empty
// for a game that was not a daily puzzle; puzzle is the line
// variant.Format writes.

// recordsMagic and recordsColumns are the file's first two lines.
const (
	recordsMagic   = "sudoku-history\t1"
	recordsColumns = "ended\tstarted\tvariant\tlevel\toutcome\telapsed_ms\thints\tchecks\tmistakes\tundos\tdaily\tpuzzle"
	recordsFields  = 12
)

// maxRecordsSize bounds what LoadRecordsFile reads: far more than a
// lifetime of play.
const maxRecordsSize = 256 << 20

// ErrCorruptRecords is wrapped by the error of a history file with lines
// that cannot be read.
var ErrCorruptRecords = errors.New("game: corrupt history")

// EncodeRecords writes the history as the history file holds it.
func EncodeRecords(h *Records) []byte {
	b := make([]byte, 0, 64+len(h.list)*160)
	b = append(b, recordsMagic+"\n"+recordsColumns+"\n"...)
	for _, r := range h.list {
		b = appendRecord(b, r)
	}
	return b
}

// appendRecord appends r as a line of the history file.
func appendRecord(b []byte, r Record) []byte {
	b = r.Ended.UTC().AppendFormat(b, time.RFC3339)
	b = append(b, '\t')
	b = r.Started.UTC().AppendFormat(b, time.RFC3339)
	b = append(b, '\t')
	b = append(b, r.Variant.Name()...)
	b = append(b, '\t')
	b = append(b, r.Level.String()...)
	b = append(b, '\t')
	b = append(b, r.Outcome.String()...)
	for _, n := range []int64{r.Elapsed.Milliseconds(), int64(r.Hints), int64(r.Checks), int64(r.Mistakes), int64(r.Undos)} {
		b = append(b, '\t')
		b = strconv.AppendInt(b, n, 10)
	}
	b = append(b, '\t')
	b = append(b, r.Daily...)
	b = append(b, '\t')
	b = append(b, r.Puzzle...)
	return append(b, '\n')
}

// DecodeRecords reads a history file. Lines that cannot be read are
// skipped, each named in the error returned with its line and column
// (errors.Join of them, wrapping ErrCorruptRecords); the records of the
// others come back all the same, so that one torn line costs that game
// alone. A file that does not start with the history's first line is
// not read at all.
func DecodeRecords(data []byte) (*Records, error) {
	h := new(Records)
	magic, rest, _ := bytes.Cut(data, []byte("\n"))
	if string(magic) != recordsMagic {
		return h, fmt.Errorf("%w: line 1: %.40q is not %q", ErrCorruptRecords, magic, recordsMagic)
	}
	var errs []error
	for n := 2; len(rest) > 0; n++ {
		line, after, whole := bytes.Cut(rest, []byte("\n"))
		rest = after
		switch {
		case !whole: // a write cut short
			if len(errs) < 10 {
				errs = append(errs, fmt.Errorf("line %d, column %d: the line ends without a newline: torn", n, len(line)+1))
			}
			continue
		case n == 2 && string(line) == recordsColumns:
			continue
		case len(line) == 0:
			continue
		}
		r, err := parseRecord(string(line))
		if err != nil {
			if len(errs) < 10 {
				errs = append(errs, fmt.Errorf("line %d, %w", n, err))
			}
			continue
		}
		h.list = append(h.list, r)
	}
	// Sorted as written; sorted again in case a hand edited the file.
	if !isSorted(h.list) {
		sortRecords(h.list)
	}
	if len(errs) > 0 {
		return h, fmt.Errorf("%w: %w", ErrCorruptRecords, errors.Join(errs...))
	}
	return h, nil
}

// parseRecord reads one line of the history file.
func parseRecord(line string) (Record, error) {
	var r Record
	fields := strings.Split(line, "\t")
	if len(fields) != recordsFields {
		return r, fmt.Errorf("column 1: %d fields, want %d", len(fields), recordsFields)
	}
	col := 1
	bad := func(err error) error { return fmt.Errorf("column %d: %w", col, err) }
	var err error
	for i, f := range fields {
		switch i {
		case 0, 1:
			var t time.Time
			if t, err = time.Parse(time.RFC3339, f); err != nil {
				return r, bad(fmt.Errorf("time %q: want RFC 3339", f))
			}
			if i == 0 {
				r.Ended = t.UTC()
			} else {
				r.Started = t.UTC()
			}
		case 2:
			if r.Variant, err = geometry.ParseSizedVariant(f); err != nil || f == "" {
				return r, bad(fmt.Errorf("variant %q", f))
			}
		case 3:
			if r.Level, err = logic.ParseLevel(f); err != nil {
				return r, bad(err)
			}
		case 4:
			if r.Outcome, err = parseOutcome(f); err != nil {
				return r, bad(err)
			}
		case 5, 6, 7, 8, 9:
			n, err := strconv.ParseInt(f, 10, 64)
			if err != nil || n < 0 || i == 5 && n > MaxElapsed.Milliseconds() {
				return r, bad(fmt.Errorf("count %q: want a whole number from 0", f))
			}
			switch i {
			case 5:
				r.Elapsed = time.Duration(n) * time.Millisecond
			case 6:
				r.Hints = int(n)
			case 7:
				r.Checks = int(n)
			case 8:
				r.Mistakes = int(n)
			case 9:
				r.Undos = int(n)
			}
		case 10:
			if f != "" {
				if _, err := time.Parse(time.DateOnly, f); err != nil {
					return r, bad(fmt.Errorf("daily date %q: want YYYY-MM-DD", f))
				}
			}
			r.Daily = f
		case 11:
			// Its tag names its rules; the whole line is read when the
			// game is played again, not on every start (a Killer's line
			// takes microseconds to read, ten years of them a second).
			name := r.Variant.Name()
			tag, _, tagged := strings.Cut(f, ":")
			switch {
			case !tagged && r.Variant.Size != 0 && len(f) == r.Variant.Size*r.Variant.Size: // a plain line of its size
			case !tagged && (!r.Variant.IsClassic() || len(f) != 81):
				return r, bad(fmt.Errorf("puzzle %.20q…: want a %s puzzle's line", f, name))
			case tagged && tag != name && tag != "killern"+strings.TrimPrefix(name, "killer"):
				return r, bad(fmt.Errorf("puzzle tagged %q, want %s", tag, name))
			}
			r.Puzzle = f
		}
		col += len(f) + 1
	}
	return r, nil
}

func isSorted(list []Record) bool {
	for i := 1; i < len(list); i++ {
		if compareRecords(list[i-1], list[i]) > 0 {
			return false
		}
	}
	return true
}

func sortRecords(list []Record) {
	slices.SortStableFunc(list, compareRecords)
}

// LoadRecordsFile reads the history kept in the file at path. A missing
// file gives an empty history and an error wrapping fs.ErrNotExist. A
// file with lines that cannot be read is moved aside, as LoadFile does
// with a game, and gives the records of the other lines with an
// *AsideError wrapping ErrCorruptRecords that names both files and the
// lines: the caller writes the records it got back to path, so that
// play goes on with all but the torn games. A path that is not a regular
// file is left alone and gives an error. It never returns nil Records.
func LoadRecordsFile(path string) (*Records, error) {
	data, err := ReadRegular(path, maxRecordsSize)
	h := new(Records)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return h, fmt.Errorf("game: history: %w", err)
	case err != nil && !errors.Is(err, ErrTooLarge):
		return h, fmt.Errorf("game: history: %w", err)
	case err != nil:
		err = fmt.Errorf("%w: larger than %d bytes", ErrCorruptRecords, maxRecordsSize)
	default:
		if h, err = DecodeRecords(data); err == nil {
			return h, nil
		}
	}
	aside, merr := MoveAside(path)
	if merr != nil {
		return h, fmt.Errorf("%w (%s could not be moved aside: %w)", err, path, merr)
	}
	return h, &AsideError{Path: path, Aside: aside, Err: err}
}

// SaveRecordsFile writes the history to the file at path atomically, as
// SaveFile writes a game.
func SaveRecordsFile(path string, h Records) error {
	if err := writeAtomic(path, EncodeRecords(&h)); err != nil {
		return fmt.Errorf("game: save history %s: %w", path, err)
	}
	return nil
}
