package fpuzzles

import (
	"errors"
	"net/url"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles/internal/lzstring"
)

// Meta is what a puzzle says about itself: its title, its author and its
// rules in words, each "" when the puzzle does not say.
type Meta struct {
	Title, Author, Rules string
}

// Errors of links that hold no puzzle this package reads.
var (
	// ErrShortLink is the error for a SudokuPad link that names a puzzle
	// kept on the web instead of carrying it.
	ErrShortLink = errors.New("a short SudokuPad link points to a puzzle kept on the web, and this program works offline: open it in SudokuPad, then copy the full link it shares (with \"fpuzzles\" in it) or the f-puzzles link")
	// ErrShortened is the error for a link of a link shortener
	// (tinyurl.com ...), as f-puzzles' short links are.
	ErrShortened = errors.New("a shortened link points to a puzzle kept on the web, and this program works offline: open it in your browser, then copy the full link it leads to (with \"?load=\" or \"fpuzzles\" in it)")
	// ErrSCL is the error for a SudokuPad link in SudokuPad's own
	// formats (scl, ctc, scf), which keep some rules only in the words of
	// the rules text: read as a grid, a rule might be dropped.
	ErrSCL = errors.New("this SudokuPad link is in SudokuPad's own format, which this program does not read: open the puzzle in f-puzzles, or find its f-puzzles link, and paste that instead")
	// ErrNotPuzzle is the error for text that is no f-puzzles or SudokuPad
	// link, data or JSON.
	ErrNotPuzzle = errors.New("not an f-puzzles or SudokuPad link, nor f-puzzles data")
	// ErrBadData is the error for a link whose compressed data does not
	// decompress.
	ErrBadData = errors.New("the puzzle data in this link is damaged or cut short")
)

// Looks reports whether text looks like something Parse reads: one
// f-puzzles or SudokuPad link (or a shortened link), alone on its line,
// or f-puzzles' JSON. It does not look at compressed data alone, which
// might be any word.
func Looks(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	if strings.HasPrefix(t, "{") {
		return strings.Contains(t, `"grid"`)
	}
	if strings.ContainsAny(t, "\n\r") {
		return false
	}
	t = strings.TrimPrefix(strings.TrimPrefix(t, "https://"), "http://")
	host, _, _ := strings.Cut(t, "/")
	host, _, _ = strings.Cut(host, "?")
	for _, h := range append([]string{"f-puzzles.com", "sudokupad.app", "crackingthecryptic.com"}, shorteners...) {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// Parse reads a puzzle from an f-puzzles link, a SudokuPad link that
// carries f-puzzles data, the compressed data alone, or f-puzzles' JSON,
// and returns it with what it says about itself. The puzzle is
// normalized (see [variant.Puzzle.Normalize]) and valid. Errors are
// sentences for the player: *[UnplayedError] names the rules this program
// does not play.
func Parse(text string) (variant.Puzzle, Meta, error) {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "{") {
		return parseJSON([]byte(text))
	}
	data, err := linkData(text)
	if err != nil {
		return variant.Puzzle{}, Meta{}, err
	}
	js, err := decompress(data)
	if err != nil {
		return variant.Puzzle{}, Meta{}, err
	}
	return parseJSON([]byte(js))
}

// linkData returns the compressed f-puzzles data of a link, or text itself
// when it is no link.
func linkData(text string) (string, error) {
	lower := strings.ToLower(text)
	if !strings.Contains(lower, "://") && !strings.Contains(lower, ".com/") && !strings.Contains(lower, ".app/") &&
		!strings.Contains(lower, ".com?") && !strings.Contains(lower, ".app?") {
		if strings.ContainsAny(text, " \t\n{}") {
			return "", ErrNotPuzzle
		}
		return strings.TrimPrefix(text, "fpuzzles"), nil
	}
	if !strings.Contains(lower, "://") {
		text = "https://" + text
	}
	u, err := url.Parse(text)
	if err != nil {
		return "", ErrNotPuzzle
	}
	host := strings.ToLower(u.Hostname())
	switch {
	case host == "f-puzzles.com" || strings.HasSuffix(host, ".f-puzzles.com"):
		if load, ok := rawParam(u.RawQuery, "load"); ok {
			return load, nil
		}
		return "", errors.New("this f-puzzles link holds no puzzle (no ?load=...)")
	case host == "sudokupad.app" || strings.HasSuffix(host, ".sudokupad.app") || strings.HasSuffix(host, "crackingthecryptic.com"):
		id, ok := rawParam(u.RawQuery, "puzzleid")
		if !ok {
			id = u.EscapedPath()
			id = strings.TrimPrefix(id, "/sudoku/")
			id = strings.TrimPrefix(id, "/")
			if un, err := url.PathUnescape(id); err == nil {
				id = un
			}
		}
		switch {
		case strings.HasPrefix(id, "fpuzzles"):
			return strings.TrimPrefix(id, "fpuzzles"), nil
		case strings.HasPrefix(id, "scl"), strings.HasPrefix(id, "ctc"), strings.HasPrefix(id, "scf"):
			return "", ErrSCL
		case id == "":
			return "", errors.New("this SudokuPad link holds no puzzle")
		}
		return "", ErrShortLink
	case slices.Contains(shorteners, strings.TrimPrefix(host, "www.")):
		return "", ErrShortened
	}
	return "", ErrNotPuzzle
}

// shorteners are the hosts of link shorteners people share puzzles with
// (f-puzzles makes its short links with TinyURL).
var shorteners = []string{"tinyurl.com", "bit.ly", "is.gd", "tiny.cc", "t.ly", "rb.gy"}

// rawParam returns the value of a query parameter, percent-decoded but
// with "+" kept: base64 data has plus signs.
func rawParam(query, name string) (string, bool) {
	for part := range strings.SplitSeq(query, "&") {
		k, v, _ := strings.Cut(part, "=")
		if k != name {
			continue
		}
		if un, err := url.PathUnescape(v); err == nil {
			v = un
		}
		return v, true
	}
	return "", false
}

// maxSlashTries bounds the search for slashes a link lost (see
// decompress).
const maxSlashTries = 64

// decompress decompresses f-puzzles data. A space stands for a "+" that
// a form or a URL decoder changed. Some sites fold the "//" of the data
// into one "/", as SudokuPad knows; when the data does not decompress,
// the single slashes are doubled, fewest first, a bounded number of
// tries.
func decompress(data string) (string, error) {
	data = strings.ReplaceAll(data, " ", "+")
	if js, err := lzstring.DecompressFromBase64(data); err == nil && validJSONStart(js) {
		return js, nil
	}
	parts := strings.Split(data, "/")
	n := len(parts) - 1
	if n == 0 || n > 16 {
		return "", ErrBadData
	}
	tries := 0
	for k := 1; k <= n; k++ {
		for mask := range 1 << n {
			if popcount(mask) != k {
				continue
			}
			if tries++; tries > maxSlashTries {
				return "", ErrBadData
			}
			var b strings.Builder
			for i, p := range parts {
				if i > 0 {
					b.WriteByte('/')
					if mask&(1<<(i-1)) != 0 {
						b.WriteByte('/')
					}
				}
				b.WriteString(p)
			}
			if js, err := lzstring.DecompressFromBase64(b.String()); err == nil && validJSONStart(js) {
				return js, nil
			}
		}
	}
	return "", ErrBadData
}

func validJSONStart(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
