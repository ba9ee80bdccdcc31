package game_test

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// position is everything a game shows of its cells.
type position struct {
	entries solver.Grid
	notes   [81]game.Digits
	marks   [81]game.Marks
}

func pos(g *game.Game) position { return position{g.Entries(), g.AllNotes(), g.AllMarks()} }

// corner returns the corner marks of c in the order typed.
func corner(g *game.Game, c solver.Cell) []uint8 { return g.Marks(c).Corner.Digits() }

func TestMarkCellsToggles(t *testing.T) {
	at := solver.CellAt
	a, b, given := at(0, 2), at(0, 3), at(0, 0)
	tests := []struct {
		name  string
		kind  game.MarkKind
		cells []solver.Cell
		pre   []uint8 // marks d already set in a, one by one
		d     uint8
		want  func(g *game.Game) bool
	}{
		{"corner added in order", game.MarkCorner, []solver.Cell{a}, []uint8{7}, 1,
			func(g *game.Game) bool { return slices.Equal(corner(g, a), []uint8{7, 1}) }},
		{"corner to both when one lacks it", game.MarkCorner, []solver.Cell{a, b}, []uint8{5}, 5,
			func(g *game.Game) bool { return g.Marks(a).Corner.Has(5) && g.Marks(b).Corner.Has(5) }},
		{"corner taken away keeps the order", game.MarkCorner, []solver.Cell{a}, []uint8{3, 5, 2}, 5,
			func(g *game.Game) bool { return slices.Equal(corner(g, a), []uint8{3, 2}) }},
		{"centre added", game.MarkCentre, []solver.Cell{a, b}, nil, 4,
			func(g *game.Game) bool { return g.Marks(a).Centre.Has(4) && g.Marks(b).Centre.Has(4) }},
		{"centre off from all when all have it", game.MarkCentre, []solver.Cell{a}, []uint8{4}, 4,
			func(g *game.Game) bool { return g.Marks(a).Centre == 0 }},
		{"notes on many", game.MarkNote, []solver.Cell{a, b}, nil, 9,
			func(g *game.Game) bool { return g.Notes(a).Has(9) && g.Notes(b).Has(9) }},
		{"colour on a given too", game.MarkColour, []solver.Cell{a, given}, nil, 3,
			func(g *game.Game) bool { return g.Marks(a).Colours.Has(3) && g.Marks(given).Colours.Has(3) }},
		{"two colours in a cell", game.MarkColour, []solver.Cell{a}, []uint8{2}, 6,
			func(g *game.Game) bool { return slices.Equal(g.Marks(a).Colours.List(), []uint8{2, 6}) }},
		{"a given takes no corner mark", game.MarkCorner, []solver.Cell{a, given}, nil, 1,
			func(g *game.Game) bool { return g.Marks(a).Corner.Has(1) && g.Marks(given).Corner == 0 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			for _, d := range tt.pre {
				must(t, g.MarkCells(tt.kind, []solver.Cell{a}, d))
			}
			rec.take()
			before := pos(g)
			must(t, g.MarkCells(tt.kind, tt.cells, tt.d))
			onlyEvent(t, rec, game.EventNote)
			if !tt.want(g) {
				t.Fatalf("after the mark: %+v %+v", g.Marks(a), g.Marks(b))
			}
			must(t, g.Undo())
			if pos(g) != before {
				t.Errorf("one Undo did not take the whole mark back")
			}
		})
	}
}

func TestCornerMarksStopAtEight(t *testing.T) {
	g, _, _ := newGame(t)
	c := solver.CellAt(0, 2)
	for d := uint8(1); d <= 9; d++ {
		must(t, g.MarkCells(game.MarkCorner, []solver.Cell{c}, d))
	}
	if got := corner(g, c); !slices.Equal(got, []uint8{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Errorf("corner marks %v, want 1-8", got)
	}
}

func TestMarkCellsRefuses(t *testing.T) {
	g, _, _ := newGame(t)
	filled := solver.CellAt(0, 2)
	must(t, g.Set(filled, 4))
	tests := []struct {
		name  string
		kind  game.MarkKind
		cells []solver.Cell
		d     uint8
		want  error
	}{
		{"givens only", game.MarkCentre, []solver.Cell{0, 1}, 2, game.ErrFixedCell},
		{"a filled cell", game.MarkCorner, []solver.Cell{filled}, 2, game.ErrFilledCell},
		{"no such cell", game.MarkCorner, []solver.Cell{81}, 2, game.ErrBadCell},
		{"no such digit", game.MarkCorner, []solver.Cell{3}, 10, game.ErrBadDigit},
		{"no such kind", game.MarkKind(9), []solver.Cell{3}, 1, game.ErrBadMark},
	}
	for _, tt := range tests {
		if err := g.MarkCells(tt.kind, tt.cells, tt.d); !errors.Is(err, tt.want) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.want)
		}
	}
}

// A digit placed in many cells is one move, and strikes the digit from
// the notes, corner and centre marks of every peer; colours stay.
func TestSetCellsOneMoveStrikesAllMarks(t *testing.T) {
	g, _, rec := newGame(t)
	at := solver.CellAt
	peerCorner, peerCentre, peerNote, far := at(0, 3), at(1, 1), at(2, 0), at(8, 8)
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{peerCorner}, 4))
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{peerCorner}, 6))
	must(t, g.MarkCells(game.MarkCentre, []solver.Cell{peerCentre}, 4))
	must(t, g.ToggleNote(peerNote, 4))
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{at(4, 4)}, 4)) // a peer of r5c1 neither, but of the second cell
	must(t, g.MarkCells(game.MarkColour, []solver.Cell{at(0, 2)}, 5))
	rec.take()
	before := pos(g)
	must(t, g.SetCells([]solver.Cell{at(0, 2), at(4, 6), 0}, 4)) // r1c1 is a given: skipped
	onlyEvent(t, rec, game.EventSet)
	switch {
	case g.Digit(at(0, 2)) != 4 || g.Digit(at(4, 6)) != 4:
		t.Fatalf("digits %d %d, want 4 in both", g.Digit(at(0, 2)), g.Digit(at(4, 6)))
	case !slices.Equal(corner(g, peerCorner), []uint8{6}):
		t.Errorf("corner marks of the peer %v, want [6]", corner(g, peerCorner))
	case g.Marks(peerCentre).Centre != 0 || g.Notes(peerNote) != 0:
		t.Errorf("the 4 stayed in a peer's centre marks or notes")
	case g.Marks(at(4, 4)).Corner != 0:
		t.Errorf("the second cell's peer kept its corner 4")
	case !g.Marks(at(0, 2)).Colours.Has(5):
		t.Errorf("the cell lost its colour")
	}
	must(t, g.Undo())
	if pos(g) != before {
		t.Errorf("one Undo did not take back the digits in both cells and the marks struck")
	}
	_ = far
}

func TestSetCellsWithoutAutoRemove(t *testing.T) {
	g, _, _ := newGame(t)
	g.AutoRemoveNotes = false
	peer := solver.CellAt(0, 3)
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{peer}, 4))
	must(t, g.SetCells([]solver.Cell{solver.CellAt(0, 2)}, 4))
	if !g.Marks(peer).Corner.Has(4) {
		t.Errorf("the setting off, the corner mark went all the same")
	}
}

// Erase clears as SudokuPad's Delete: digits and marks first, colours
// when nothing else is left.
func TestEraseCellsLayers(t *testing.T) {
	g, _, rec := newGame(t)
	at := solver.CellAt
	a, b := at(0, 2), at(0, 3)
	must(t, g.Set(a, 4))
	must(t, g.MarkCells(game.MarkCentre, []solver.Cell{b}, 1))
	must(t, g.MarkCells(game.MarkColour, []solver.Cell{a, b, 0}, 2))
	rec.take()
	must(t, g.EraseCells([]solver.Cell{a, b, 0}))
	onlyEvent(t, rec, game.EventErase)
	if g.Digit(a) != 0 || g.Marks(b).Centre != 0 || g.Marks(a).Colours != 0b100 || g.Marks(0).Colours != 0b100 {
		t.Fatalf("first erase: digit %d centre %v colours %v %v", g.Digit(a), g.Marks(b).Centre, g.Marks(a).Colours, g.Marks(0).Colours)
	}
	must(t, g.EraseCells([]solver.Cell{a, b, 0}))
	if g.Marks(a).Colours != 0 || g.Marks(b).Colours != 0 || g.Marks(0).Colours != 0 {
		t.Fatalf("second erase left colours")
	}
	rec.take()
	must(t, g.EraseCells([]solver.Cell{a, b}))
	noEvent(t, rec)
	if err := g.EraseCells([]solver.Cell{0, 1}); !errors.Is(err, game.ErrFixedCell) {
		t.Errorf("erasing givens without colours: %v, want ErrFixedCell", err)
	}
}

func TestCheckpoints(t *testing.T) {
	g, _, rec := newGame(t)
	at := solver.CellAt
	if err := g.BackToCheckpoint(); !errors.Is(err, game.ErrNoCheckpoint) {
		t.Fatalf("back with none: %v", err)
	}
	must(t, g.Set(at(0, 2), 4))
	must(t, g.SetCheckpoint())
	first := pos(g)
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{at(0, 3)}, 6))
	must(t, g.SetCheckpoint())
	second := pos(g)
	must(t, g.Set(at(0, 3), 7)) // a wrong guess
	must(t, g.MarkCells(game.MarkColour, []solver.Cell{at(5, 5)}, 1))
	guessed := pos(g)
	if g.Checkpoints() != 2 {
		t.Fatalf("%d checkpoints, want 2", g.Checkpoints())
	}
	rec.take()
	must(t, g.BackToCheckpoint())
	onlyEvent(t, rec, game.EventErase)
	if pos(g) != second || g.Checkpoints() != 2 {
		t.Fatalf("back: not at the second checkpoint, or it is gone (%d left)", g.Checkpoints())
	}
	must(t, g.Undo())
	if pos(g) != guessed {
		t.Fatalf("Undo did not take the way back back")
	}
	must(t, g.Redo())
	// The checkpoint stays: a second branch from the same point comes back too.
	must(t, g.Set(at(0, 3), 9))
	must(t, g.BackToCheckpoint())
	if pos(g) != second || g.Checkpoints() != 2 {
		t.Fatalf("back from a second branch: not at the second checkpoint (%d left)", g.Checkpoints())
	}
	// Back again, on the checkpoint itself: the one before.
	must(t, g.BackToCheckpoint())
	if pos(g) != first || g.Checkpoints() != 1 {
		t.Fatalf("back on the checkpoint: not at the first checkpoint (%d left)", g.Checkpoints())
	}
	must(t, g.BackToCheckpoint()) // the last one stays
	if pos(g) != first || g.Checkpoints() != 1 {
		t.Fatalf("back on the last checkpoint: moved, or %d left", g.Checkpoints())
	}
	g.Restart()
	must(t, g.SetCheckpoint())
	g.Restart()
	if g.Checkpoints() != 0 {
		t.Errorf("Restart kept %d checkpoints", g.Checkpoints())
	}
}

func TestUndoToMistake(t *testing.T) {
	at := solver.CellAt
	tests := []struct {
		name  string
		play  func(g *game.Game)
		moves int // MistakeMoves
	}{
		{"no mistake", func(g *game.Game) { must(t, g.Set(at(0, 2), 4)) }, 0},
		{"a mistake then good moves", func(g *game.Game) {
			must(t, g.Set(at(0, 2), 4))
			must(t, g.Set(at(0, 3), wrong(at(0, 3))))
			must(t, g.Set(at(0, 5), 8))
			must(t, g.MarkCells(game.MarkCorner, []solver.Cell{at(0, 6)}, 9))
		}, 3},
		{"a mistake mended, then another", func(g *game.Game) {
			must(t, g.Set(at(0, 3), wrong(at(0, 3))))
			must(t, g.Erase(at(0, 3)))
			must(t, g.Set(at(0, 2), 4))
			must(t, g.Set(at(0, 5), wrong(at(0, 5))))
			must(t, g.Set(at(0, 6), 9))
		}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			tt.play(g)
			if got := g.MistakeMoves(); got != tt.moves {
				t.Fatalf("MistakeMoves %d, want %d", got, tt.moves)
			}
			rec.take()
			err := g.UndoToMistake()
			if tt.moves == 0 {
				if !errors.Is(err, game.ErrNoMistake) {
					t.Fatalf("error %v, want ErrNoMistake", err)
				}
				return
			}
			must(t, err)
			onlyEvent(t, rec, game.EventUndo)
			for c, d := range g.Entries() {
				if d != 0 && d != gametest.Digit(solver.Cell(c)) {
					t.Errorf("%s still holds the wrong %d", solver.Cell(c), d)
				}
			}
			for range tt.moves {
				must(t, g.Redo())
			}
			if g.CanRedo() {
				t.Errorf("more moves to redo than were undone")
			}
		})
	}
}

// markedGame returns a game with every kind of mark, colours on a given,
// two checkpoints, marks in its undo and redo history.
func markedGame(t testing.TB) *game.Game {
	t.Helper()
	g, _, _ := newGame(t)
	at := solver.CellAt
	must(t, g.ToggleNote(at(0, 2), 4))
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{at(0, 3), at(1, 1)}, 7))
	must(t, g.MarkCells(game.MarkCorner, []solver.Cell{at(0, 3)}, 1))
	must(t, g.SetCheckpoint())
	must(t, g.MarkCells(game.MarkCentre, []solver.Cell{at(0, 5), at(0, 6)}, 8))
	must(t, g.MarkCells(game.MarkColour, []solver.Cell{0, at(0, 5)}, 3))
	must(t, g.MarkCells(game.MarkColour, []solver.Cell{at(0, 5)}, 9))
	must(t, g.SetCheckpoint())
	must(t, g.SetCells([]solver.Cell{at(8, 0), at(8, 8)}, 3)) // r9c9 is 9: wrong
	must(t, g.MarkCells(game.MarkCentre, []solver.Cell{at(8, 1)}, 2))
	must(t, g.Undo())
	return g
}

func TestSaveWithEveryMarkRoundTrips(t *testing.T) {
	g := markedGame(t)
	data := save(t, g)
	if !bytes.Contains(data, []byte(`"version":4`)) || !bytes.Contains(data, []byte(`"marks":[`)) ||
		!bytes.Contains(data, []byte(`"checkpoints":[`)) || !bytes.Contains(data, []byte(`"undos":1`)) {
		t.Fatalf("the save lacks the version 3 and 4 fields:\n%s", data)
	}
	back, _ := load(t, data)
	sameGame(t, g, back)
	if !slices.Equal(corner(back, solver.CellAt(0, 3)), []uint8{7, 1}) {
		t.Errorf("corner marks %v, want the typed order 7 1", corner(back, solver.CellAt(0, 3)))
	}
	if again := save(t, back); !bytes.Equal(again, data) {
		t.Errorf("saved again:\n%s\nwant\n%s", again, data)
	}
	// The history and checkpoints play on the same.
	for _, h := range []*game.Game{g, back} {
		must(t, h.Redo())
		must(t, h.BackToCheckpoint())
		must(t, h.Undo())
		must(t, h.Undo())
		must(t, h.BackToCheckpoint())
	}
	if pos(g) != pos(back) {
		t.Errorf("the loaded game plays on otherwise than the saved one")
	}
}

// testdata/save-v3-marks.json is markedGame saved when version 3 came:
// later versions must still load it as it was.
func TestVersion3SaveLoads(t *testing.T) {
	data, err := os.ReadFile("testdata/save-v3-marks.json")
	must(t, err)
	g, _ := load(t, data)
	sameGame(t, markedGame(t), g)
}

// A save without marks keeps version 2, so that the program before marks
// reads it; old saves load with no marks.
func TestOldSavesLoadWithoutMarks(t *testing.T) {
	for _, name := range []string{"testdata/save-v1.json", "testdata/save-v2-classic.json"} {
		data, err := os.ReadFile(name)
		must(t, err)
		g, _ := load(t, data)
		if g.AllMarks() != [81]game.Marks{} || g.Checkpoints() != 0 {
			t.Errorf("%s: loaded with marks or checkpoints", name)
		}
		must(t, g.MarkCells(game.MarkCorner, []solver.Cell{emptyCells(t)[len(emptyCells(t))-1]}, 5))
		back, _ := load(t, save(t, g))
		sameGame(t, g, back)
	}
	plain, _, _ := newGame(t)
	must(t, plain.ToggleNote(solver.CellAt(0, 3), 4))
	must(t, plain.Set(solver.CellAt(0, 2), 4)) // right: no mistake to count
	if data := save(t, plain); !bytes.Contains(data, []byte(`"version":2`)) {
		t.Errorf("a save without marks nor a tally is not version 2:\n%s", data)
	}
	fresh, _, _ := newGame(t)
	must(t, fresh.MarkCells(game.MarkCorner, []solver.Cell{solver.CellAt(0, 3)}, 5))
	if data := save(t, fresh); !bytes.Contains(data, []byte(`"version":3`)) {
		t.Errorf("a save with marks and no tally is not version 3:\n%s", data)
	}
	marked := markedGame(t)
	marked.Restart() // the tally stays while the game is played:
	for _, m := range []game.MarkKind{game.MarkCorner, game.MarkColour} {
		must(t, marked.MarkCells(m, []solver.Cell{solver.CellAt(0, 3)}, 5))
	}
	if data := save(t, marked); !bytes.Contains(data, []byte(`"version":4`)) {
		t.Errorf("a save with a tally is not version 4:\n%s", data)
	}
}

func TestLoadRefusesBadMarks(t *testing.T) {
	data := string(save(t, markedGame(t)))
	at := solver.CellAt
	marks := func(c solver.Cell, text string) string {
		list := make([]string, 81)
		list[c] = text
		return `"marks":["` + strings.Join(list, `","`) + `"]`
	}
	i, j := strings.Index(data, `"marks":[`), strings.Index(data, `,"checkpoints"`)
	with := func(repl string) string { return data[:i] + repl + data[j:] }
	tests := []struct{ name, save string }{
		{"corner mark in a given", with(marks(0, "c1"))},
		{"corner mark twice", with(marks(at(0, 3), "c11"))},
		{"nine corner marks", with(marks(at(0, 3), "c123456789"))},
		{"parts out of order", with(marks(at(0, 3), "m1c2"))},
		{"an empty part", with(marks(at(0, 3), "c"))},
		{"an unknown part", with(marks(at(0, 3), "x1"))},
		{"colour 0", with(marks(at(0, 3), "k0"))},
		{"80 cells", with(`"marks":[` + strings.Repeat(`"",`, 79) + `""]`)},
		{"marks in a filled cell", strings.Replace(data, `"checkpoints":["`, `"checkpoints":["6:4c1;`, 1)},
		{"a checkpoint cell twice", strings.Replace(data, `"checkpoints":["`, `"checkpoints":["3:0;3:0;`, 1)},
		{"an unknown move", strings.Replace(data, `"undo":["`, `"undo":["x`, 1)},
	}
	for _, tt := range tests {
		if _, err := game.Load(strings.NewReader(tt.save)); !errors.Is(err, game.ErrCorruptSave) {
			t.Errorf("%s: error %v, want ErrCorruptSave", tt.name, err)
		}
	}
}

// Check, Hint and FillNotes read the notes only: corner and centre marks
// and colours stay as the player left them, and change no hint.
func TestAidsReadNotesOnly(t *testing.T) {
	plain, _, _ := newGame(t)
	marked := markedGame(t)
	for _, g := range []*game.Game{plain, marked} {
		for g.CanUndo() {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
	}
	must(t, marked.MarkCells(game.MarkCorner, []solver.Cell{solver.CellAt(0, 2)}, 9))
	must(t, marked.MarkCells(game.MarkCentre, []solver.Cell{solver.CellAt(0, 3)}, 1))
	must(t, marked.MarkCells(game.MarkColour, []solver.Cell{solver.CellAt(0, 3)}, 1))
	want := marked.AllMarks()
	hp, err := plain.Hint(logic.Which, true)
	must(t, err)
	hm, err := marked.Hint(logic.Which, true)
	must(t, err)
	if hp.Kind != hm.Kind || (hp.Step == nil) != (hm.Step == nil) || hp.Step != nil && hp.Step.Technique != hm.Step.Technique {
		t.Errorf("marks changed the hint: %v / %v", hp.Kind, hm.Kind)
	}
	must(t, plain.FillNotes())
	must(t, marked.FillNotes())
	if plain.AllNotes() != marked.AllNotes() {
		t.Errorf("marks changed the notes Fill candidates wrote")
	}
	if marked.AllMarks() != want {
		t.Errorf("Fill candidates changed the marks")
	}
	if r := marked.Inspect(true); len(r.Mistakes) != 0 || len(r.ConflictCells()) != 0 {
		t.Errorf("marks read as mistakes: %+v", r)
	}
}

// TestEraseMarksModeFirst: Delete in a mark mode takes that mode's marks
// first, as SudokuPad does; Erase in Colour mode took the centre marks
// first. With none of the mode's marks it erases as ever.
func TestEraseMarksModeFirst(t *testing.T) {
	at := solver.CellAt
	a, b := at(0, 2), at(0, 3) // empty cells of the puzzle
	type state struct {
		notes          game.Digits
		corner, centre bool
		colour         bool
	}
	for _, tc := range []struct {
		kind game.MarkKind
		want state // of a after one Erase
	}{
		{game.MarkColour, state{game.DigitSet(1), true, true, false}},
		{game.MarkCentre, state{game.DigitSet(1), true, false, true}},
		{game.MarkCorner, state{game.DigitSet(1), false, true, true}},
		{game.MarkNote, state{0, true, true, true}},
		{0, state{0, false, false, true}}, // digits mode: EraseCells
	} {
		g, _, _ := newGame(t)
		must(t, g.ToggleNote(a, 1))
		must(t, g.MarkCells(game.MarkCorner, []solver.Cell{a}, 2))
		must(t, g.MarkCells(game.MarkCentre, []solver.Cell{a}, 3))
		must(t, g.MarkCells(game.MarkColour, []solver.Cell{a}, 4))
		must(t, g.EraseMarks(tc.kind, []solver.Cell{a, b}))
		m := g.Marks(a)
		got := state{g.Notes(a), m.Corner != 0, m.Centre != 0, m.Colours != 0}
		if got != tc.want {
			t.Errorf("mode %d: after Erase %+v, want %+v", tc.kind, got, tc.want)
		}
		// Again: none of the mode's marks left, so Delete goes on as ever.
		must(t, g.EraseMarks(tc.kind, []solver.Cell{a, b}))
		m = g.Marks(a)
		if got := (state{g.Notes(a), m.Corner != 0, m.Centre != 0, m.Colours != 0}); got == tc.want {
			t.Errorf("mode %d: a second Erase left %+v", tc.kind, got)
		}
	}
}
