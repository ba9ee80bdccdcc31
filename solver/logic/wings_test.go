package logic

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// pencilCase is a hand-built position for one technique: a board of empty
// cells whose candidates are all nine digits but where build changes
// them, with the eliminations and pattern cells the technique must find
// there, or nothing when it must not apply.
type pencilCase struct {
	name  string
	tech  Technique
	build func(m *pencilMarks)
	elim  string // the eliminations, as "r5c5=3 r6c6=3"; "" when Find must return nil
	cells string // the pattern's cells, as "r1c1 r1c5"
}

// pencilMarks are the marks of a hand-built position, every candidate open
// until changed.
type pencilMarks struct {
	t     testing.TB
	marks [81]Digits
}

func newPencilMarks(t testing.TB) *pencilMarks {
	m := &pencilMarks{t: t}
	for i := range m.marks {
		m.marks[i] = AllDigits
	}
	return m
}

// cell parses a cell name such as "r1c5".
func (m *pencilMarks) cell(name string) solver.Cell {
	m.t.Helper()
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil || r < 1 || r > 9 || c < 1 || c > 9 {
		m.t.Fatalf("bad cell name %q", name)
	}
	return solver.CellAt(r-1, c-1)
}

// set gives the named cell the candidates digits, as "12".
func (m *pencilMarks) set(name, digits string) {
	m.t.Helper()
	var ds Digits
	for _, r := range digits {
		ds |= 1 << (r - '0')
	}
	m.marks[m.cell(name)] = ds
}

// keep removes d from every cell of u but the named ones.
func (m *pencilMarks) keep(d uint8, u Unit, names ...string) {
	m.t.Helper()
	var kept CellSet
	for _, n := range names {
		kept.Add(m.cell(n))
	}
	for _, c := range u.Cells() {
		if !kept.Has(c) {
			m.marks[c] &^= 1 << d
		}
	}
}

// add puts d back into the named cells.
func (m *pencilMarks) add(d uint8, names ...string) {
	m.t.Helper()
	for _, n := range names {
		m.marks[m.cell(n)] |= 1 << d
	}
}

// drop removes d from the named cells.
func (m *pencilMarks) drop(d uint8, names ...string) {
	m.t.Helper()
	for _, n := range names {
		m.marks[m.cell(n)] &^= 1 << d
	}
}

func (m *pencilMarks) board() *Board { return NewBoardWithMarks(solver.Grid{}, &m.marks) }

// runPencilCases checks each case's step, its description, and that it
// leaves Find's board alone.
func runPencilCases(t *testing.T, cases []pencilCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.tech.ID()+"/"+tc.name, func(t *testing.T) {
			m := newPencilMarks(t)
			tc.build(m)
			b := m.board()
			before := *b
			s := Find(b, tc.tech)
			if !sameBoard(b, &before) {
				t.Fatal("Find changed the board")
			}
			if tc.elim == "" {
				if s != nil {
					t.Fatalf("applies: %s", s.Describe("en"))
				}
				return
			}
			if s == nil {
				t.Fatalf("does not apply; want %s", tc.elim)
			}
			if s.Technique != tc.tech || len(s.Placements) != 0 {
				t.Errorf("step %+v", s)
			}
			if got := candidateList(s.Eliminations); got != tc.elim {
				t.Errorf("eliminations %s, want %s", got, tc.elim)
			}
			var cells []string
			for _, c := range s.PatternCells() {
				cells = append(cells, c.String())
			}
			if got := strings.Join(cells, " "); got != tc.cells {
				t.Errorf("pattern cells %s, want %s", got, tc.cells)
			}
			checkDescribe(t, s)
		})
	}
}

// candidateList writes candidates as "r1c2=5 r3c4=6".
func candidateList(cs []Candidate) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return strings.Join(out, " ")
}

// checkDescribe fails the test unless s describes itself in every language
// without a template error.
func checkDescribe(t testing.TB, s *Step) {
	t.Helper()
	for _, lang := range Languages {
		text := s.Describe(lang)
		if text == "" || strings.Contains(text, "<no value>") || strings.HasPrefix(text, s.Technique.ID()+":") {
			t.Errorf("Describe(%q) = %q", lang, text)
		}
	}
}

// checkOnSamples finds each technique on the samples' solve paths and
// checks the step against the solution and its description.
func checkOnSamples(t *testing.T, techs ...Technique) {
	for _, tech := range techs {
		t.Run(tech.ID()+"/samples", func(t *testing.T) {
			g, b, s := firstPositionWith(t, tech)
			if s == nil {
				t.Fatalf("no sample position has %s", tech)
			}
			sol, _ := solver.Solve(g)
			checkStep(t, b, s, sol)
			checkDescribe(t, s)
			if len(s.Pattern) == 0 || s.Digits == 0 {
				t.Errorf("step without pattern or digits: %+v", s)
			}
			checkSetsNamed(t, s)
			t.Log(s.Describe("en"))
		})
	}
}

func TestWings(t *testing.T) {
	runPencilCases(t, []pencilCase{
		{
			name: "pivot r1c1", tech: XYWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12") // pivot
				m.set("r1c5", "13")
				m.set("r5c1", "23")
			},
			elim:  "r5c5=3", // r1c1, the other cell seeing both pincers, lacks 3
			cells: "r1c1 r1c5 r5c1",
		},
		{
			name: "pincers without a common digit", tech: XYWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r1c5", "13")
				m.set("r5c1", "24")
			},
		},
		{
			name: "pivot r1c1", tech: XYZWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "123") // pivot
				m.set("r1c5", "13")
				m.set("r2c2", "23")
			},
			elim:  "r1c2=3 r1c3=3", // the cells of row 1 in box 1
			cells: "r1c1 r1c5 r2c2",
		},
		{
			name: "pincer outside the pivot's digits", tech: XYZWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "123")
				m.set("r1c5", "14")
				m.set("r2c2", "23")
			},
		},
		{
			name: "no XY-Wing here", tech: XYWing,
			build: func(m *pencilMarks) { // the XYZ-Wing above
				m.set("r1c1", "123")
				m.set("r1c5", "13")
				m.set("r2c2", "23")
			},
		},
		{
			name: "link in row 9", tech: WWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r5c9", "12")
				m.keep(1, Row(8), "r9c1", "r9c9") // r9c1 sees r1c1, r9c9 sees r5c9
			},
			elim:  "r1c9=2 r5c1=2",
			cells: "r1c1 r5c9 r9c1 r9c9",
		},
		{
			name: "no strong link", tech: WWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r5c9", "12")
				m.keep(1, Row(8), "r9c1", "r9c5", "r9c9")
			},
		},
		{
			name: "strong link on the wrong ends", tech: WWing,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r5c9", "12")
				m.keep(1, Row(8), "r9c1", "r9c5") // r9c5 sees neither cell
			},
		},
	})
	checkOnSamples(t, XYWing, XYZWing, WWing)
}

// TestWingSteps checks the fields the templates read on a wing's step.
func TestWingSteps(t *testing.T) {
	m := newPencilMarks(t)
	m.set("r5c5", "12") // pivot, after its pincers in reading order
	m.set("r5c1", "23")
	m.set("r1c5", "13")
	s := Find(m.board(), XYWing)
	if s == nil {
		t.Fatal("no XY-Wing")
	}
	if got := candidateList(s.Pattern); got != "r5c5=1 r5c5=2 r1c5=1 r1c5=3 r5c1=2 r5c1=3" {
		t.Errorf("pattern %s", got)
	}
	if s.Digits != DigitSet(1, 2, 3) || candidateList(s.Eliminations) != "r1c1=3" {
		t.Errorf("step %+v", s)
	}
	if got := s.Describe("en"); !strings.Contains(got, "pivot r5c5 with pincers r1c5, r5c1") || !strings.Contains(got, "r1c1≠3") {
		t.Errorf("Describe = %q", got)
	}

	m = newPencilMarks(t)
	m.set("r1c1", "12")
	m.set("r5c9", "12")
	m.keep(1, Row(8), "r9c1", "r9c9")
	s = Find(m.board(), WWing)
	if s == nil || len(s.Units) != 1 || s.Units[0] != Row(8) || s.Digits != DigitSet(1, 2) {
		t.Fatalf("W-Wing step %+v", s)
	}
	if got := s.Describe("en"); !strings.Contains(got, "row 9") {
		t.Errorf("Describe = %q", got)
	}
}

// checkSetsNamed checks that an ALS step names each of its sets by its
// house with its own cells, as "row 7 (r7c3)", so a player can tell which
// cell belongs to which set; the words once ran all the cells together.
func checkSetsNamed(t *testing.T, s *Step) {
	t.Helper()
	switch s.Technique {
	case ALSXZ, ALSXYWing, ALSChain, DeathBlossom:
	default:
		return
	}
	if len(s.Sets) != len(s.Units) || len(s.Sets) < 2 {
		t.Fatalf("%d sets for %d houses", len(s.Sets), len(s.Units))
	}
	text := s.Describe("en")
	for i, cells := range s.Sets {
		names := make([]string, len(cells))
		for j, c := range cells {
			names[j] = c.String()
			if !s.Units[i].Set().Has(c) {
				t.Errorf("set %d: %s is not in %s", i, c, s.Units[i])
			}
		}
		if want := s.Units[i].String() + " (" + strings.Join(names, ", ") + ")"; !strings.Contains(text, want) {
			t.Errorf("the words do not name set %d as %q: %s", i, want, text)
		}
	}
}
