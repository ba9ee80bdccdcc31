package logic

import "testing"

func TestChains(t *testing.T) {
	// Strong links on 7 in columns 1, 4 and 8, joined by weak links in
	// rows 5 and 8: r1c1=r5c1-r5c4=r8c4-r8c8=r2c8. The three-link parts
	// remove nothing; the whole chain removes 7 where row 1 meets box 3
	// and row 2 meets box 1.
	xChain := func(m *pencilMarks) {
		m.keep(7, Col(0), "r1c1", "r5c1")
		m.keep(7, Col(3), "r5c4", "r8c4")
		m.keep(7, Col(7), "r8c8", "r2c8")
	}
	// A skyscraper is the shortest X-Chain.
	skyscraper := func(m *pencilMarks) {
		m.keep(7, Col(0), "r1c1", "r5c1")
		m.keep(7, Col(3), "r5c4", "r2c4")
	}
	xyChain := func(m *pencilMarks) {
		m.set("r1c1", "12")
		m.set("r1c5", "23")
		m.set("r5c5", "34")
		m.set("r5c9", "14")
	}
	runPencilCases(t, []pencilCase{
		{
			name: "five links", tech: XChain, build: xChain,
			elim:  "r1c7=7 r1c9=7 r2c2=7 r2c3=7",
			cells: "r1c1 r5c1 r5c4 r8c4 r8c8 r2c8",
		},
		{
			name: "three links", tech: XChain, build: skyscraper,
			elim:  "r1c5=7 r1c6=7 r2c2=7 r2c3=7",
			cells: "r1c1 r5c1 r5c4 r2c4",
		},
		{
			name: "broken last link", tech: XChain,
			build: func(m *pencilMarks) { xChain(m); m.add(7, "r3c8") },
		},
		{
			name: "four cells", tech: XYChain, build: xyChain,
			elim:  "r1c9=1 r5c1=1",
			cells: "r1c1 r1c5 r5c5 r5c9",
		},
		{
			name: "ends on different digits", tech: XYChain,
			build: func(m *pencilMarks) { xyChain(m); m.set("r5c9", "46") },
		},
		{
			name: "nothing sees both ends with 1", tech: XYChain,
			build: func(m *pencilMarks) { xyChain(m); m.drop(1, "r1c9", "r5c1") },
		},
	})
	checkOnSamples(t, XChain, XYChain)
}

// TestChainSteps checks the chain order of a chain's pattern and the
// houses of an X-Chain's strong links.
func TestChainSteps(t *testing.T) {
	m := newPencilMarks(t)
	m.keep(7, Col(0), "r1c1", "r5c1")
	m.keep(7, Col(3), "r5c4", "r8c4")
	m.keep(7, Col(7), "r8c8", "r2c8")
	s := Find(m.board(), XChain)
	if s == nil || len(s.Units) != 3 || s.Units[0] != Col(0) || s.Units[1] != Col(3) || s.Units[2] != Col(7) || s.Digits != DigitSet(7) {
		t.Fatalf("X-Chain step %+v", s)
	}

	m = newPencilMarks(t)
	m.set("r1c1", "12")
	m.set("r1c5", "23")
	m.set("r5c5", "34")
	m.set("r5c9", "14")
	s = Find(m.board(), XYChain)
	if s == nil {
		t.Fatal("no XY-Chain")
	}
	if got, want := candidateList(s.Pattern), "r1c1=1 r1c1=2 r1c5=2 r1c5=3 r5c5=3 r5c5=4 r5c9=4 r5c9=1"; got != want {
		t.Errorf("pattern %s, want %s", got, want)
	}
	if s.Digits != DigitSet(1, 2, 3, 4) {
		t.Errorf("digits %s", s.Digits)
	}
}

// BenchmarkChains times Find for the wings, colouring and chains over
// every position on the solve paths of the hardest1106 sample.
func BenchmarkChains(b *testing.B) {
	var boards []*Board
	for _, g := range samples(b, "hardest1106", 0) {
		board := NewBoard(g)
		for !board.Solved() {
			c := *board
			boards = append(boards, &c)
			s := Next(board)
			if s == nil {
				break
			}
			board.Apply(s)
		}
	}
	for _, tech := range []Technique{XYWing, XYZWing, WWing, SimpleColouring, XChain, XYChain} {
		b.Run(tech.ID(), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				Find(boards[i%len(boards)], tech)
			}
		})
	}
}
