package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Load reads a game that Save wrote, timed by the system clock; see
// LoadWithClock.
func Load(r io.Reader) (*Game, error) { return LoadWithClock(r, SystemClock{}) }

// LoadWithClock reads a game that Save wrote and times it with clock
// (SystemClock when nil). It checks everything: the version, the shape,
// a digit or none in each cell, notes of digits 1-9 in empty cells only, a puzzle (with a
// Killer game's cages) with exactly one solution and empty cells left to fill, a history whose
// every move starts from the state the moves before it left and ends at
// the saved grid, a time within MaxElapsed and a count of hints that are
// not negative, and won and given-up marks that agree with the grid. A save that fails any check gives an error wrapping
// ErrCorruptSave that names what is wrong; an error reading r is returned
// as it is. The loaded game's timer runs on from the saved time unless
// the game is over.
func LoadWithClock(r io.Reader, clock Clock) (*Game, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxSaveSize+1))
	if err != nil {
		return nil, fmt.Errorf("game: load: %w", err)
	}
	if len(data) > maxSaveSize {
		return nil, corrupt("larger than %d bytes", maxSaveSize)
	}
	return decode(data, clock)
}

// MaxElapsed is the longest time a game counts and a save may hold: ten
// years of play. The clock stops there (a system clock that jumps years
// ahead cannot push a game past it); a save holding more is damaged.
const MaxElapsed = 10 * 365 * 24 * time.Hour

// corrupt returns an error wrapping ErrCorruptSave.
func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrCorruptSave}, args...)...)
}

// decode parses and checks a save.
func decode(data []byte, clock Clock) (*Game, error) {
	var probe struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, corrupt("%v", err)
	}
	switch {
	case probe.Version == nil:
		return nil, corrupt("no version")
	case *probe.Version < 1 || *probe.Version > SizedSaveVersion:
		return nil, corrupt("version %d, want 1 to %d", *probe.Version, SizedSaveVersion)
	}
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, corrupt("%v", err)
	}

	level, err := logic.ParseLevel(f.Level)
	if err != nil {
		return nil, corrupt("level: %v", err)
	}
	g, err := f.newGame(*probe.Version, level, clock)
	if err != nil {
		return nil, err
	}
	if g.entries, err = parseCells(f.Entries, g.shape); err != nil {
		return nil, corrupt("entries: %v", err)
	}
	if err := g.readNotes("notes", f.Notes, &g.notes); err != nil {
		return nil, corrupt("%v", err)
	}
	if err := g.readMarks(f.Marks, &g.marks); err != nil {
		return nil, corrupt("%v", err)
	}
	for c := range solver.Cell(g.size) {
		if err := g.checkState(c, g.state(c)); err != nil {
			return nil, corrupt("%v", err)
		}
	}
	if err := g.loadCheckpoints(f.Checkpoints); err != nil {
		return nil, corrupt("%v", err)
	}
	if f.Draft != "" {
		d, err := parseGrid(f.Draft)
		if err != nil {
			return nil, corrupt("draft: %v", err)
		}
		g.draft = &d
		if g.draftCages, err = parseDraftCages(f.DraftCages); err != nil {
			return nil, corrupt("draft cages: %v", err)
		}
		if g.draftFlags, err = parseFlags(f.DraftRules); err != nil {
			return nil, corrupt("draft rules: %v", err)
		}
		if f.DraftRegions != "" {
			if g.draftRegions, err = parseSavedRegions(f.DraftRegions); err != nil {
				return nil, corrupt("draft regions: %v", err)
			}
		}
	}
	if err := g.loadStart(&f); err != nil {
		return nil, corrupt("%v", err)
	}
	if err := g.loadHistory(&f); err != nil {
		return nil, corrupt("%v", err)
	}
	if f.Elapsed < 0 {
		return nil, corrupt("elapsed time %v is negative", time.Duration(f.Elapsed))
	}
	if f.Elapsed > int64(MaxElapsed) {
		return nil, corrupt("elapsed time %v is past %v", time.Duration(f.Elapsed), MaxElapsed)
	}
	if f.Hints < 0 {
		return nil, corrupt("hints: %d is negative", f.Hints)
	}
	if f.Checks < 0 || f.Mistakes < 0 || f.Undos < 0 {
		return nil, corrupt("checks, mistakes, undos: %d, %d, %d, one negative", f.Checks, f.Mistakes, f.Undos)
	}
	g.givenUp, g.won, g.hints = f.GivenUp, f.Won, f.Hints
	g.tally = Tally{Checks: f.Checks, Mistakes: f.Mistakes, Undos: f.Undos}
	if err := g.SetDaily(f.Daily); err != nil {
		return nil, corrupt("%v", err)
	}
	if f.Info != nil {
		if err := g.SetInfo(Info(*f.Info)); err != nil {
			return nil, corrupt("%v", err)
		}
	}
	if err := g.checkEnd(); err != nil {
		return nil, corrupt("%v", err)
	}
	g.timer.total = time.Duration(f.Elapsed)
	if !g.Over() {
		g.timer.start()
	}
	return g, nil
}

// newGame returns the game of the saved puzzle: a 9x9 one's (no shape),
// or from version SizedSaveVersion one of another shape.
func (f *saveFile) newGame(version int, level logic.Level, clock Clock) (*Game, error) {
	if f.Shape == "" {
		givens, err := parseCells(f.Givens, sized.Shape9)
		if err != nil {
			return nil, corrupt("givens: %v", err)
		}
		p, err := f.puzzle(givens.nine())
		if err != nil {
			return nil, corrupt("%v", err)
		}
		g, err := newGame(p, level, clock)
		if err != nil {
			return nil, corrupt("givens: %w", err)
		}
		return g, nil
	}
	shape, err := sized.ParseShape(f.Shape)
	switch {
	case err != nil:
		return nil, corrupt("shape: %v", err)
	case version < SizedSaveVersion:
		return nil, corrupt("shape %s in a version %d save, want version %d", f.Shape, version, SizedSaveVersion)
	case shape == sized.Shape9:
		return nil, corrupt("shape 9x9 is written as no shape")
	case f.Killer != "" || f.Draft != "":
		return nil, corrupt("a %s game with Killer cages or a puzzle being entered", shape)
	}
	givens, err := parseCells(f.Givens, shape)
	if err != nil {
		return nil, corrupt("givens: %v", err)
	}
	p := sized.New(shape)
	copy(p.Givens, givens[:])
	if p.Flags, err = parseFlags(f.Rules); err != nil {
		return nil, corrupt("rules: %v", err)
	}
	if f.Regions != "" {
		if p.Regions, err = sized.ParseRegions(shape, f.Regions, 0); err != nil {
			return nil, corrupt("regions: %v", err)
		}
	}
	g, err := newSizedGame(p, level, clock)
	if err != nil {
		return nil, corrupt("givens: %w", err)
	}
	return g, nil
}

// readNotes reads the saved notes of every cell, one entry a cell.
func (g *Game) readNotes(name string, saved []string, notes *cellNotes) error {
	if len(saved) != g.size {
		return fmt.Errorf("%s: %d cells, want %d", name, len(saved), g.size)
	}
	for c := range saved {
		var err error
		if notes[c], err = parseNotes(saved[c], g.shape.N()); err != nil {
			return fmt.Errorf("%s of %s: %v", name, g.cellName(solver.Cell(c)), err)
		}
	}
	return nil
}

// puzzle returns the saved puzzle of givens: its cages from the Killer
// line, absent in a classic save, its rules from Rules, absent in
// every save from before them, and a jigsaw's regions from Regions.
func (f *saveFile) puzzle(givens solver.Grid) (variant.Puzzle, error) {
	p := variant.Puzzle{Givens: givens}
	if f.Killer != "" {
		k, err := variant.Parse(f.Killer)
		switch {
		case err != nil:
			return p, fmt.Errorf("killer: %w", err)
		case k.Givens != givens:
			return p, errors.New("killer: its givens are not the save's")
		case len(k.Cages) == 0:
			return p, errors.New("killer: no cages")
		}
		p.Cages = k.Cages
	}
	flags, err := parseFlags(f.Rules)
	if err != nil {
		return p, fmt.Errorf("rules: %w", err)
	}
	p.Flags = flags
	if f.Regions != "" {
		r, err := parseSavedRegions(f.Regions)
		if err != nil {
			return p, fmt.Errorf("regions: %w", err)
		}
		p.Regions = r
	}
	return p, nil
}

// parseSavedRegions reads the regions Save writes: 81 digits 1-9, nine
// of each, which are not the boxes'.
func parseSavedRegions(s string) (geometry.Regions, error) {
	for i := range len(s) {
		if s[i] < '1' || s[i] > '9' {
			return nil, fmt.Errorf("character %d is %q, want a region's digit 1-9", i+1, s[i])
		}
	}
	r, err := geometry.ParseRegions(s)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// parseGrid reads 81 characters, '.' or a digit 1-9 each.
func parseGrid(s string) (solver.Grid, error) {
	var g solver.Grid
	if len(s) != 81 {
		return g, fmt.Errorf("%d characters, want 81", len(s))
	}
	for i := range len(s) {
		switch b := s[i]; {
		case b >= '1' && b <= '9':
			g[i] = b - '0'
		case b != '.':
			return g, fmt.Errorf("%s holds %q, want '.' or a digit 1-9", solver.Cell(i), b)
		}
	}
	return g, nil
}

// parseNotes reads the digits of a cell's notes, each at most once, on
// a grid of the given number of digits.
func parseNotes(s string, digits int) (Digits, error) {
	if len(s) > digits {
		return 0, fmt.Errorf("%d notes, want at most %d", len(s), digits)
	}
	var n Digits
	for i := range len(s) {
		b := s[i]
		d, ok := saveDigit(b)
		if !ok || int(d) > digits {
			return 0, fmt.Errorf("note %q is not a digit %s", b, digitRange(digits))
		}
		if n.Has(d) {
			return 0, fmt.Errorf("note %c twice", b)
		}
		n = n.With(d)
	}
	return n, nil
}

// checkState reports what is wrong with cell c showing s, or nil.
func (g *Game) checkState(c solver.Cell, s cellState) error {
	switch {
	case g.givens[c] != 0 && (s.digit != 0 || s.pencil()):
		return fmt.Errorf("%s is a given but holds an entry, notes or marks", g.cellName(c))
	case int(s.digit) > g.shape.N():
		return fmt.Errorf("%s holds %d, not a digit", g.cellName(c), s.digit)
	case s.digit != 0 && s.pencil():
		return fmt.Errorf("%s holds both the entry %d and notes or marks", g.cellName(c), s.digit)
	case s.notes&^DigitsTo(g.shape.N()) != 0 || s.marks.Centre&^DigitsTo(g.shape.N()) != 0 || !cornerWithin(s.marks.Corner, g.shape.N()):
		return fmt.Errorf("%s holds notes or marks past %d", g.cellName(c), g.shape.N())
	}
	return nil
}

// cornerWithin reports whether every corner mark is a digit 1 to n.
func cornerWithin(c Corner, n int) bool {
	for _, d := range c.Digits() {
		if d < 1 || int(d) > n {
			return false
		}
	}
	return true
}

// readMarks reads the saved marks of every cell, if any.
func (g *Game) readMarks(saved []string, marks *cellMarks) error {
	if saved == nil {
		return nil
	}
	if len(saved) != g.size {
		return fmt.Errorf("marks: %d cells, want %d", len(saved), g.size)
	}
	for c := range saved {
		var err error
		if marks[c], err = parseMarks(saved[c], g.shape.N()); err != nil {
			return fmt.Errorf("marks of %s: %v", g.cellName(solver.Cell(c)), err)
		}
	}
	return nil
}

// loadCheckpoints reads the saved checkpoints: positions of cells whose
// states pass the checks a cell's state passes, at most MaxCheckpoints.
func (g *Game) loadCheckpoints(saved []string) error {
	if len(saved) > MaxCheckpoints {
		return fmt.Errorf("%d checkpoints, want at most %d", len(saved), MaxCheckpoints)
	}
	for i, text := range saved {
		var p position
		if text != "" {
			var seen [sized.MaxCells]bool
			for _, part := range strings.Split(text, ";") {
				cell, state, ok := strings.Cut(part, ":")
				n, err := strconv.Atoi(cell)
				if !ok || err != nil || len(cell) > 3 || n < 0 || n >= g.size || seen[n] {
					return fmt.Errorf("checkpoint %d: %q is not cell:state, each cell once", i+1, part)
				}
				seen[n] = true
				ss, err := parseState(state)
				if err != nil {
					return fmt.Errorf("checkpoint %d: %v", i+1, err)
				}
				st, err := g.convertState(solver.Cell(n), ss)
				if err != nil {
					return fmt.Errorf("checkpoint %d: %w", i+1, err)
				}
				p[n] = st
			}
		}
		g.checkpoints = append(g.checkpoints, p)
	}
	return nil
}

// loadHistory converts and replays the saved history: the undo moves from
// the position the history starts from (the bare givens, unless old
// moves were folded into it) must end at the saved grid, and the redo
// moves must replay from there. A history longer than MaxHistory, from
// before it was bounded, is folded as play would have folded it.
func (g *Game) loadHistory(f *saveFile) error {
	var pos position
	for c := range pos {
		pos[c] = cellState{g.startEntries[c], g.startNotes[c], g.startMarks[c]}
	}
	entries := func() *cellDigits {
		var e cellDigits
		for c := range pos {
			e[c] = pos[c].digit
		}
		return &e
	}
	replay := func(list string, i int, sm *saveMove) (move, error) {
		m, err := g.convertMove(sm, &pos)
		if err != nil {
			return m, fmt.Errorf("%s move %d: %w", list, i+1, err)
		}
		// A game ends when it reaches the solution: only the last move
		// played can have.
		if (list == "redo" || i < len(f.Undo)-1) && g.solvedBy(entries()) {
			return m, fmt.Errorf("%s move %d reaches the solution, but the game went on", list, i+1)
		}
		return m, nil
	}
	g.undo.clear()
	for i := range f.Undo {
		m, err := replay("undo", i, &f.Undo[i])
		if err != nil {
			return err
		}
		if m.kind == moveReveal && (i != len(f.Undo)-1 || !f.GivenUp) {
			return fmt.Errorf("undo move %d: a reveal that does not end a game given up", i+1)
		}
		g.undo.push(m)
	}
	for c := range solver.Cell(g.size) {
		if pos[c] != g.state(c) {
			return fmt.Errorf("the history leaves %s at %q, the grid shows %q",
				g.cellName(c), describe(pos[c]), describe(g.state(c)))
		}
	}
	if f.GivenUp && (g.undo.len() == 0 || g.undo.top().kind != moveReveal) {
		return fmt.Errorf("given up, but the history does not end with a reveal")
	}
	if f.GivenUp && len(f.Redo) > 0 {
		return fmt.Errorf("given up, but %d moves are left to redo", len(f.Redo))
	}
	redo := make([]move, len(f.Redo))
	for i := range f.Redo {
		m, err := replay("redo", i, &f.Redo[i])
		if err != nil {
			return err
		}
		if m.kind == moveReveal {
			return fmt.Errorf("redo move %d: a reveal", i+1)
		}
		redo[len(f.Redo)-1-i] = m
	}
	g.redo = history{}
	for _, m := range redo {
		g.redo.push(m)
	}
	g.bound() // a save from before the history was bounded
	return nil
}

// loadStart reads the position the history starts from, when the save
// has one: a grid and notes that pass the checks a position passes, and
// not the solution, since the game would have ended there.
func (g *Game) loadStart(f *saveFile) error {
	if f.StartEntries == "" && f.StartNotes == nil && f.StartMarks == nil {
		return nil
	}
	var err error
	if g.startEntries, err = parseCells(f.StartEntries, g.shape); err != nil {
		return fmt.Errorf("start entries: %v", err)
	}
	if err := g.readNotes("start notes", f.StartNotes, &g.startNotes); err != nil {
		return err
	}
	if err := g.readMarks(f.StartMarks, &g.startMarks); err != nil {
		return fmt.Errorf("start %v", err)
	}
	for c := range solver.Cell(g.size) {
		if err := g.checkState(c, cellState{g.startEntries[c], g.startNotes[c], g.startMarks[c]}); err != nil {
			return fmt.Errorf("start: %v", err)
		}
	}
	if g.solvedBy(&g.startEntries) {
		return fmt.Errorf("the history starts from the solution")
	}
	return nil
}

// solvedBy reports whether the givens with entries are the solution.
func (g *Game) solvedBy(entries *cellDigits) bool {
	for c, d := range entries[:g.size] {
		if g.givens[c] == 0 && d != g.solution[c] {
			return false
		}
	}
	return true
}

// describe writes a cell's state for an error message: its digit, or its
// notes in braces, and its marks.
func describe(s cellState) string {
	var b bytes.Buffer
	if s.digit != 0 {
		b.WriteByte(saveDigitChar(s.digit))
	} else {
		b.WriteString("{" + notesString(s.notes) + "}")
	}
	appendMarks(&b, s.marks)
	return b.String()
}

// convertMove checks a saved move against the position the moves before
// it left, and plays it there.
func (g *Game) convertMove(sm *saveMove, pos *position) (move, error) {
	kind, ok := parseMoveKind(sm.Kind)
	if !ok {
		return move{}, fmt.Errorf("unknown kind %q", sm.Kind)
	}
	if len(sm.Changes) == 0 || len(sm.Changes) > g.size {
		return move{}, fmt.Errorf("%d changes, want 1 to %d", len(sm.Changes), g.size)
	}
	m := move{kind: kind, changes: make([]change, len(sm.Changes))}
	var seen [sized.MaxCells]bool
	for i, sc := range sm.Changes {
		if sc.Cell < 0 || sc.Cell >= g.size {
			return move{}, fmt.Errorf("change %d: cell %d, want 0-%d", i+1, sc.Cell, g.size-1)
		}
		c := solver.Cell(sc.Cell)
		if seen[c] {
			return move{}, fmt.Errorf("change %d: %s changed twice", i+1, g.cellName(c))
		}
		seen[c] = true
		before, err := g.convertState(c, sc.Before)
		if err != nil {
			return move{}, fmt.Errorf("change %d before: %w", i+1, err)
		}
		after, err := g.convertState(c, sc.After)
		if err != nil {
			return move{}, fmt.Errorf("change %d after: %w", i+1, err)
		}
		if now := pos[c]; before != now {
			return move{}, fmt.Errorf("change %d: %s is %q before the move, but the history left it at %q",
				i+1, g.cellName(c), describe(before), describe(now))
		}
		m.changes[i] = change{c, before, after}
	}
	for _, ch := range m.changes {
		pos[ch.cell] = ch.after
	}
	return m, nil
}

// convertState reads and checks a saved state of cell c.
func (g *Game) convertState(c solver.Cell, ss saveState) (cellState, error) {
	if ss.Digit < 0 || ss.Digit > g.shape.N() {
		return cellState{}, fmt.Errorf("%s holds %d, want 0-%d", g.cellName(c), ss.Digit, g.shape.N())
	}
	n, err := parseNotes(ss.Notes, g.shape.N())
	if err != nil {
		return cellState{}, fmt.Errorf("notes of %s: %w", g.cellName(c), err)
	}
	mk, err := parseMarks(ss.Marks, g.shape.N())
	if err != nil {
		return cellState{}, fmt.Errorf("marks of %s: %w", g.cellName(c), err)
	}
	s := cellState{uint8(ss.Digit), n, mk}
	return s, g.checkState(c, s)
}

// checkEnd reports whether the won and given-up marks agree with the grid.
func (g *Game) checkEnd() error {
	solved := g.solved()
	switch {
	case g.won && g.givenUp:
		return fmt.Errorf("both won and given up")
	case g.won && !solved:
		return fmt.Errorf("marked won, but the grid is not the solution")
	case g.givenUp && !solved:
		return fmt.Errorf("marked given up, but the grid is not the solution")
	case !g.Over() && solved:
		return fmt.Errorf("the grid is the solution, but the game is not marked won")
	}
	return nil
}

// parseMoveKind returns the kind of the given name.
func parseMoveKind(name string) (moveKind, bool) {
	for k, n := range moveKindNames {
		if n != "" && n == name {
			return moveKind(k), true
		}
	}
	return 0, false
}

// SavedDraftFlags returns the rules ticked for the puzzle the player
// was entering when the game was saved (see Snapshot.WithDraftFlags).
func (g *Game) SavedDraftFlags() geometry.Flags { return g.draftFlags }

// SavedDraftRegions returns the jigsaw regions of the puzzle the player
// was entering when the game was saved (see Snapshot.WithDraftRegions),
// nil for the boxes.
func (g *Game) SavedDraftRegions() geometry.Regions { return g.draftRegions }

// SavedDraftCages returns the Killer cages of the puzzle the player was
// entering when the game was saved (see Snapshot.WithDraftCages), nil for
// none.
func (g *Game) SavedDraftCages() []variant.Cage { return g.draftCages }

// SavedDraft returns the givens of the puzzle the player was entering
// when the game was saved, the game put aside behind it (see
// Snapshot.WithDraft), and whether there was one. Any grid of digits is
// a draft: it may clash or have no solution yet.
func (g *Game) SavedDraft() (solver.Grid, bool) {
	if g.draft == nil {
		return solver.Grid{}, false
	}
	return *g.draft, true
}
