package sized_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// walk checks every step of p's path against its solution: a placement
// puts the solution's digit, an elimination never strikes it. It returns
// the techniques met.
func walk(t *testing.T, name string, p sized.Puzzle) map[logic.Technique]int {
	t.Helper()
	sol, ok := sized.Solve(p)
	if !ok {
		t.Fatalf("%s: not one solution", name)
	}
	path, _, err := sized.Path(p)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	b, _ := sized.NewBoard(p)
	met := map[logic.Technique]int{}
	for i, s := range path {
		for _, pl := range s.Placements {
			if int(sol[pl.Cell]) != pl.Digit {
				t.Fatalf("%s step %d (%s): places %d in %s, whose digit is %d", name, i+1, s.Describe(b, "en"), pl.Digit, p.Shape.CellName(pl.Cell), sol[pl.Cell])
			}
		}
		for _, e := range s.Eliminations {
			if int(sol[e.Cell]) == e.Digit {
				t.Fatalf("%s step %d (%s): strikes %s's digit %d", name, i+1, s.Describe(b, "en"), p.Shape.CellName(e.Cell), e.Digit)
			}
		}
		if len(s.Placements)+len(s.Eliminations) == 0 {
			t.Fatalf("%s step %d (%s) does nothing", name, i+1, s.Technique)
		}
		met[s.Technique]++
		b.Apply(s)
	}
	return met
}

// TestStepsAreSound walks the paths of the samples of every shape, ISS's
// examples and the 9x9 samples of the variants without cages.
func TestStepsAreSound(t *testing.T) {
	met := map[logic.Technique]int{}
	add := func(m map[logic.Technique]int) {
		for k, v := range m {
			met[k] += v
		}
	}
	for _, name := range []string{"4x4", "6x6", "12x12", "16x16"} {
		lines := readLines(t, filepath.Join("testdata", name+"-sample.txt"))
		if testing.Short() {
			lines = lines[:10]
		}
		for i, l := range lines {
			p, _ := sized.Parse(l)
			add(walk(t, name+":"+strconv.Itoa(i+1), p))
		}
	}
	for _, f := range []string{"x", "windoku", "antiknight", "antiking", "x-antiking", "jigsaw", "jigsaw-x"} {
		lines := readLines(t, filepath.Join("..", "variant", "testdata", f+"-sample.txt"))
		for i, l := range lines[:min(len(lines), 10)] {
			p, err := sized.Parse(l)
			if err != nil {
				t.Fatal(err)
			}
			add(walk(t, f+":"+strconv.Itoa(i+1), p))
		}
	}
	for _, tech := range sized.Techniques() {
		if met[tech] == 0 && tech != logic.Jellyfish && tech != logic.HiddenQuad {
			t.Errorf("%s never met: the walk tests nothing of it", tech)
		}
	}
	t.Logf("steps met: %v", met)
}

// TestEasyAgreesWithLogic: a 9x9 puzzle is easy to this package's steps
// exactly when it is to the 9x9 logic, singles alone solving it.
func TestEasyAgreesWithLogic(t *testing.T) {
	for _, level := range []string{"easy", "medium", "hard"} {
		lines := readLines(t, filepath.Join("..", "..", "levels", level+".txt"))
		for i, l := range lines[:min(len(lines), 15)] {
			l, _, _ = strings.Cut(l, " ")
			p, err := sized.Parse(l)
			if err != nil {
				t.Fatal(err)
			}
			r, err := sized.Rate(p)
			if err != nil {
				t.Fatal(err)
			}
			if (r.Level == logic.Easy) != (level == "easy") {
				t.Errorf("%s.txt:%d: rated %s here", level, i+1, r)
			}
			if !r.Solved && r.Level != logic.Extreme {
				t.Errorf("%s.txt:%d: unsolved but %s", level, i+1, r.Level)
			}
		}
	}
}

func TestGenerateLevel(t *testing.T) {
	var s sized.Solver
	tests := []struct {
		shape sized.Shape
		level logic.Level
	}{
		{sized.Shape4, logic.Easy}, {sized.Shape6, logic.Easy}, {sized.Shape12, logic.Medium}, {sized.Shape16, logic.Easy},
	}
	for i, tt := range tests {
		if testing.Short() && tt.shape == sized.Shape16 {
			continue
		}
		p, full, err := s.GenerateLevel(sized.New(tt.shape), tt.level, 50, newRand(uint64(i)))
		if err != nil {
			t.Fatalf("%s %s: %v", tt.shape, tt.level, err)
		}
		if r, err := sized.Rate(p); err != nil || r.Level != tt.level {
			t.Errorf("%s %s: rated %v, %v", tt.shape, tt.level, r, err)
		}
		if err := sized.Check(p, full); err != nil {
			t.Errorf("%s %s: %v", tt.shape, tt.level, err)
		}
	}
	if _, _, err := s.GenerateLevel(sized.New(sized.Shape4), logic.Hard, 5, newRand(9)); err != sized.ErrLevelNotFound {
		t.Errorf("a hard 4x4: %v, want ErrLevelNotFound", err)
	}
}

func TestShapeLevels(t *testing.T) {
	for _, s := range sized.Shapes() {
		levels := s.Levels()
		if len(levels) == 0 || levels[0] != logic.Easy {
			t.Errorf("%s: levels %v", s, levels)
		}
	}
}
