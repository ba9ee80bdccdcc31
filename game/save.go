package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"io"
	"strconv"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// SaveVersion is the version of the save format that Save writes for a
// game with a Tally (checks, mistakes, undos counted) or a daily date; a game without
// writes version 3 when it has marks, colours or checkpoints, and else
// version 2, as before them, so that the versions of the program before
// each read what they can. Load reads them all, and version 1, whose
// moves were JSON objects.
const SaveVersion = 4

// SizedSaveVersion is the version of the save format that Save writes
// for a game of another size than 9x9: its shape, and digits past 9 as
// the letters A to G. A 9x9 game never writes it, so that the versions of
// the program before it read every 9x9 save. Load reads versions 1 to
// SizedSaveVersion.
const SizedSaveVersion = 5

// marksVersion is the version of the save format that added marks,
// colours and checkpoints.
const marksVersion = 3

// maxSaveSize bounds what Load reads: a real save is a few kilobytes.
const maxSaveSize = 32 << 20

// saveFile is the JSON form of a game. Grids are 81 characters, '.' for
// blanks; notes are the digits of a cell in increasing order, "" for none.
// A move is a string (see moveString); version 1 wrote an object.
type saveFile struct {
	Version int    `json:"version"`
	Level   string `json:"level"`
	// Shape is the size of a grid other than 9x9, as sized.Shape writes
	// it ("6x6", "16x16"): its grids are as many characters as cells,
	// its notes as many strings, and digits past 9 are written A to G.
	// Absent for 9x9.
	Shape  string `json:"shape,omitempty"`
	Givens string `json:"givens"`
	// Killer is a Killer game's puzzle as variant.Format writes it, its
	// givens those of Givens; absent for a classic game.
	Killer string `json:"killer,omitempty"`
	// Rules are the rules beyond the classic ones and the cages, as the
	// name of their variant (geometry.Variant.Name of the flags alone:
	// "x", "windoku-antiking"); absent for none, as in every save from
	// before them.
	Rules string `json:"rules,omitempty"`
	// Regions are a jigsaw game's layout, 81 region digits 1-9 as
	// geometry.Regions.String writes them; absent for the boxes, as in
	// every save from before them.
	Regions string   `json:"regions,omitempty"`
	Entries string   `json:"entries"` // the player's digits, '.' in givens
	Notes   []string `json:"notes"`   // 81 of them
	// Marks are each cell's corner and centre marks and colours, 81 of
	// them as markString writes them; absent when no cell has any.
	Marks []string `json:"marks,omitempty"`
	// Checkpoints are the positions set to come back to, the last set
	// last, each the cells that are not empty as a change list writes
	// them, cell:state separated by ';'.
	Checkpoints []string `json:"checkpoints,omitempty"`
	Elapsed     int64    `json:"elapsed_ns"`
	GivenUp     bool     `json:"given_up"`
	Won         bool     `json:"won"`
	Hints       int      `json:"hints,omitempty"` // hints taken; absent for none
	// Daily is the date of the daily puzzle played; absent for another
	// game.
	Daily string `json:"daily,omitempty"`
	// Info is what the puzzle says about itself (see Game.Info); absent
	// when it says nothing.
	Info *saveInfo `json:"info,omitempty"`
	// The game's Tally; each absent for none.
	Checks   int `json:"checks,omitempty"`
	Mistakes int `json:"mistakes,omitempty"`
	Undos    int `json:"undos,omitempty"`
	// The position the undo moves start from, when the oldest moves were
	// folded into it (see MaxHistory); absent for the bare givens.
	StartEntries string   `json:"start_entries,omitempty"`
	StartNotes   []string `json:"start_notes,omitempty"`
	StartMarks   []string `json:"start_marks,omitempty"`
	// The givens of a puzzle the player was entering, the game put aside
	// behind it (see Snapshot.WithDraft); absent when none was.
	Draft string `json:"draft,omitempty"`
	// DraftCages are the Killer cages of that puzzle, as
	// formatDraftCages writes them; absent for none.
	DraftCages string `json:"draft_cages,omitempty"`
	// DraftRules are the rules ticked for that puzzle, as Rules is
	// written; absent for none.
	DraftRules string `json:"draft_rules,omitempty"`
	// DraftRegions are that puzzle's jigsaw regions, as Regions is
	// written; absent for the boxes.
	DraftRegions string     `json:"draft_regions,omitempty"`
	Undo         []saveMove `json:"undo"` // the moves played, oldest first
	Redo         []saveMove `json:"redo"` // the moves undone, the next to redo first
}

// saveInfo is a save's Info.
type saveInfo struct {
	Title  string `json:"title,omitempty"`
	Author string `json:"author,omitempty"`
	Rules  string `json:"rules,omitempty"`
}

type saveMove struct {
	Kind    string       `json:"kind"` // "set", "erase", "note", "reveal", "corner", "centre", "colour" or "back"
	Changes []saveChange `json:"changes"`
}

type saveChange struct {
	Cell   int       `json:"cell"` // 0-80, row-major
	Before saveState `json:"before"`
	After  saveState `json:"after"`
}

type saveState struct {
	Digit int    `json:"digit,omitempty"`
	Notes string `json:"notes,omitempty"`
	// Marks are the cell's corner and centre marks and colours, as
	// markString writes them; version 3 on.
	Marks string `json:"marks,omitempty"`
}

var moveKindNames = [...]string{
	moveSet: "set", moveErase: "erase", moveNote: "note", moveReveal: "reveal",
	moveCorner: "corner", moveCentre: "centre", moveColour: "colour", moveBack: "back",
}

func (k moveKind) String() string { return moveKindNames[k] }

// Snapshot is a game's saved state at one moment: a value that stays as
// it was while the game plays on, so that it can be written on another
// goroutine. Taking one costs the same however long the history is: the
// moves are shared, not copied.
type Snapshot struct {
	level           logic.Level
	shape           sized.Shape
	givens, entries cellDigits
	rules           geometry.Rules // the game's: its cages shared with it, which never changes them
	regions         []uint8        // the regions of a jigsaw of another size than 9x9: shared, never changed
	notes           cellNotes
	marks           cellMarks
	checkpoints     []position // shared with the game, which never changes one
	elapsed         time.Duration
	givenUp, won    bool
	hints           int
	tally           Tally
	daily           string
	info            Info
	undo, redo      []move
	startEntries    cellDigits
	startNotes      cellNotes
	startMarks      cellMarks
	draft           *solver.Grid
	draftCages      []variant.Cage // shared: the session never changes a cage it has handed on
	draftFlags      geometry.Flags
	draftRegions    geometry.Regions // shared: never changed
}

// WithDraft returns the snapshot with the givens of a puzzle the player
// is entering, the game put aside meanwhile: the save keeps both, and
// Game.SavedDraft gives the puzzle back after a load.
func (s Snapshot) WithDraft(givens solver.Grid) Snapshot {
	s.draft = &givens
	return s
}

// WithDraftCages returns the snapshot with the Killer cages of the puzzle
// the player is entering (see WithDraft); Game.SavedDraftCages gives them
// back after a load. A cage has up to nine cells of the grid, none in
// two cages, and a sum from 0 (none) to 45.
func (s Snapshot) WithDraftCages(cages []variant.Cage) Snapshot {
	s.draftCages = cages
	return s
}

// WithDraftFlags returns the snapshot with the rules ticked for the
// puzzle the player is entering (see WithDraft); Game.SavedDraftFlags
// gives them back after a load.
func (s Snapshot) WithDraftFlags(f geometry.Flags) Snapshot {
	s.draftFlags = f
	return s
}

// WithDraftRegions returns the snapshot with the jigsaw regions of the
// puzzle the player is entering (see WithDraft), nil for the boxes;
// Game.SavedDraftRegions gives them back after a load.
func (s Snapshot) WithDraftRegions(r geometry.Regions) Snapshot {
	s.draftRegions = r
	return s
}

// Snapshot returns the game's state now, for Save to write.
func (g *Game) Snapshot() Snapshot {
	var regions []uint8
	if g.shape != sized.Shape9 {
		regions = g.rules.sizedPuzzle(&g.givens).Regions
	}
	return Snapshot{
		level: g.level, shape: g.shape, regions: regions, givens: g.givens, rules: g.rules.puzzleRules(), entries: g.entries, notes: g.notes,
		elapsed: g.Elapsed(), givenUp: g.givenUp, won: g.won, hints: g.hints, tally: g.tally, daily: g.daily, info: g.info,
		undo: g.undo.share(), redo: g.redo.share(),
		startEntries: g.startEntries, startNotes: g.startNotes, startMarks: g.startMarks,
		marks: g.marks, checkpoints: g.checkpoints[:len(g.checkpoints):len(g.checkpoints)],
	}
}

// Save writes the game to w (see Snapshot.Save).
func (g *Game) Save(w io.Writer) error { return g.Snapshot().Save(w) }

// Save writes the snapshot to w as compact JSON: the givens, entries and
// notes, the whole undo and redo history, one short string a move, the
// time so far, the level, a Killer game's cages, whether the game is won or given up, and the
// hints taken, if any; and, when the oldest moves were folded into it
// (see MaxHistory), the position the history starts from. The settings and OnChange are not saved.
func (s Snapshot) Save(w io.Writer) error {
	var b bytes.Buffer
	b.Grow(1024 + 16*(len(s.undo)+len(s.redo)))
	b.WriteString(`{"version":`)
	b.WriteString(strconv.Itoa(s.version()))
	field := func(name, value string) {
		b.WriteString(`,"` + name + `":"`)
		b.WriteString(value) // level names, grids, notes and moves need no escaping
		b.WriteByte('"')
	}
	cells := s.shape.Cells()
	field("level", s.level.String())
	if s.shape != sized.Shape9 { // left out for 9x9, so that such saves read as before
		field("shape", s.shape.String())
	}
	field("givens", formatCells(&s.givens, cells))
	if len(s.rules.Cages) > 0 { // left out without cages, so that classic saves read as before
		field("killer", variant.Format(variant.Puzzle{Givens: s.givens.nine(), Rules: geometry.Rules{Cages: s.rules.Cages}}))
	}
	if s.rules.Flags != (geometry.Flags{}) {
		field("rules", flagsName(s.rules.Flags))
	}
	if !s.rules.Regions.IsBoxes() { // left out for the boxes, so that other saves read as before
		field("regions", s.rules.Regions.String())
	}
	if s.regions != nil {
		field("regions", formatRegions(s.regions))
	}
	field("entries", formatCells(&s.entries, cells))
	writeNotes := func(name string, notes *cellNotes) {
		b.WriteString(`,"` + name + `":[`)
		for c, n := range notes[:cells] {
			if c > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('"')
			appendNotes(&b, n)
			b.WriteByte('"')
		}
		b.WriteByte(']')
	}
	writeMarks := func(name string, marks *cellMarks) {
		if *marks == (cellMarks{}) { // left out when none, so that such saves read as before
			return
		}
		b.WriteString(`,"` + name + `":[`)
		for c, m := range marks[:cells] {
			if c > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('"')
			appendMarks(&b, m)
			b.WriteByte('"')
		}
		b.WriteByte(']')
	}
	writeNotes("notes", &s.notes)
	writeMarks("marks", &s.marks)
	if len(s.checkpoints) > 0 {
		b.WriteString(`,"checkpoints":[`)
		for i := range s.checkpoints {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('"')
			n := 0
			for c, st := range s.checkpoints[i][:cells] {
				if st == (cellState{}) {
					continue
				}
				if n > 0 {
					b.WriteByte(';')
				}
				n++
				b.WriteString(strconv.Itoa(c))
				b.WriteByte(':')
				writeState(&b, st)
			}
			b.WriteByte('"')
		}
		b.WriteByte(']')
	}
	if s.startEntries != (cellDigits{}) || s.startNotes != (cellNotes{}) || s.startMarks != (cellMarks{}) {
		field("start_entries", formatCells(&s.startEntries, cells))
		writeNotes("start_notes", &s.startNotes)
		writeMarks("start_marks", &s.startMarks)
	}
	if s.draft != nil {
		field("draft", s.draft.String())
		if len(s.draftCages) > 0 {
			field("draft_cages", formatDraftCages(s.draftCages))
		}
		if s.draftFlags != (geometry.Flags{}) {
			field("draft_rules", flagsName(s.draftFlags))
		}
		if !s.draftRegions.IsBoxes() && s.draftRegions.Validate() == nil {
			field("draft_regions", s.draftRegions.String())
		}
	}
	fmt.Fprintf(&b, `,"elapsed_ns":%d,"given_up":%t,"won":%t`, int64(s.elapsed), s.givenUp, s.won)
	if s.hints > 0 { // left out when none, so that such saves read as before
		fmt.Fprintf(&b, `,"hints":%d`, s.hints)
	}
	if s.daily != "" {
		field("daily", s.daily) // a date: nothing to escape
	}
	if !s.info.IsZero() { // left out when the puzzle says nothing, so that such saves read as before
		info, _ := json.Marshal(saveInfo(s.info)) // strings marshal
		b.WriteString(`,"info":`)
		b.Write(info)
	}
	for _, n := range []struct {
		name  string
		count int
	}{{"checks", s.tally.Checks}, {"mistakes", s.tally.Mistakes}, {"undos", s.tally.Undos}} {
		if n.count > 0 { // left out when none, as hints are
			fmt.Fprintf(&b, `,"%s":%d`, n.name, n.count)
		}
	}
	b.WriteString(`,"undo":[`)
	for i, m := range s.undo {
		writeMove(&b, i, m)
	}
	b.WriteString(`],"redo":[`)
	for i := range s.redo { // the next to redo first
		writeMove(&b, i, s.redo[len(s.redo)-1-i])
	}
	b.WriteString("]}\n")
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("game: save: %w", err)
	}
	return nil
}

// flagsName is how a save writes rule flags: their variant's name.
func flagsName(f geometry.Flags) string { return geometry.Variant{Flags: f}.Name() }

// parseFlags reads what flagsName writes; "" is none. A name with
// "killer" or "jigsaw" in it is refused: cages and regions are saved
// apart.
func parseFlags(name string) (geometry.Flags, error) {
	if name == "" {
		return geometry.Flags{}, nil
	}
	v, err := geometry.ParseVariant(name)
	switch {
	case err != nil:
		return geometry.Flags{}, err
	case v.Killer:
		return geometry.Flags{}, fmt.Errorf("%q: the cages are not rules here", name)
	case v.Jigsaw:
		return geometry.Flags{}, fmt.Errorf("%q: the regions are not rules here", name)
	}
	return v.Flags, nil
}

// version returns the version of the save format the snapshot needs:
// SaveVersion with a tally, marksVersion with marks, colours or
// checkpoints, else 2, which the versions of the program before them
// read too.
func (s Snapshot) version() int {
	if s.shape != sized.Shape9 {
		return SizedSaveVersion
	}
	if s.tally != (Tally{}) || s.daily != "" || !s.info.IsZero() {
		return SaveVersion
	}
	if s.marks != (cellMarks{}) || s.startMarks != (cellMarks{}) || len(s.checkpoints) > 0 {
		return marksVersion
	}
	for _, list := range [2][]move{s.undo, s.redo} {
		for i := range list {
			if list[i].kind > moveReveal {
				return marksVersion
			}
			for _, ch := range list[i].changes {
				if ch.before.marks != (Marks{}) || ch.after.marks != (Marks{}) {
					return marksVersion
				}
			}
		}
	}
	return 2
}

// moveLetters are the kinds of move as the first letter of a move string.
var moveLetters = [...]byte{
	moveSet: 's', moveErase: 'e', moveNote: 'n', moveReveal: 'r',
	moveCorner: 'c', moveCentre: 'm', moveColour: 'k', moveBack: 'b',
}

// writeMove writes the i-th move of a list as a JSON string: its kind's
// letter, then each change as cell:before>after, separated by ';', where a
// cell's state is its digit (0 for none) followed by its notes and its
// marks (see appendMarks). "s20:013>4" enters 4 in r3c3, whose notes were
// 1 and 3; "c20:0>0c71" adds the corner mark 1 after 7.
func writeMove(b *bytes.Buffer, i int, m move) {
	if i > 0 {
		b.WriteByte(',')
	}
	b.WriteByte('"')
	b.WriteByte(moveLetters[m.kind])
	for j, ch := range m.changes {
		if j > 0 {
			b.WriteByte(';')
		}
		b.WriteString(strconv.Itoa(int(ch.cell)))
		b.WriteByte(':')
		writeState(b, ch.before)
		b.WriteByte('>')
		writeState(b, ch.after)
	}
	b.WriteByte('"')
}

func writeState(b *bytes.Buffer, s cellState) {
	if s.digit == 0 {
		b.WriteByte('0')
	} else {
		b.WriteByte(saveDigitChar(s.digit))
	}
	appendNotes(b, s.notes)
	appendMarks(b, s.marks)
}

// appendMarks writes a cell's marks: 'c' and the corner marks in the
// order typed, 'm' and the centre marks, 'k' and the colours, each part
// left out when empty; "c71k3" is the corner marks 7 then 1, colour 3.
func appendMarks(b *bytes.Buffer, m Marks) {
	if m.Corner != 0 {
		b.WriteByte('c')
		for _, d := range m.Corner.Digits() {
			b.WriteByte(saveDigitChar(d))
		}
	}
	if m.Centre != 0 {
		b.WriteByte('m')
		appendNotes(b, m.Centre)
	}
	if m.Colours != 0 {
		b.WriteByte('k')
		for _, i := range m.Colours.List() {
			b.WriteByte('0' + i)
		}
	}
}

// appendNotes writes notes as their digits, "137".
func appendNotes(b *bytes.Buffer, n Digits) {
	for d := uint8(1); d <= MaxDigit; d++ {
		if n.Has(d) {
			b.WriteByte(saveDigitChar(d))
		}
	}
}

// formatRegions writes the regions of a jigsaw of another size than 9x9,
// numbered 0 to N-1, as the characters of the digits 1 to N (see
// saveDigitChar); sized.ParseRegions reads them back.
func formatRegions(regions []uint8) string {
	b := make([]byte, len(regions))
	for i, r := range regions {
		b[i] = saveDigitChar(r + 1)
	}
	return string(b)
}
