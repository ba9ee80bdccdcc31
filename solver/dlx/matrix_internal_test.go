package dlx

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestBuild checks the shape of the full matrix: 324 columns of 9 rows
// each, every row meeting one column of each group, and every list circular
// in both directions.
func TestBuild(t *testing.T) {
	var m matrix
	m.build()
	n := 0
	for c := m.right[root]; c != root; c = m.right[c] {
		n++
		if m.size[c] != 9 {
			t.Errorf("column %d has size %d, want 9", c, m.size[c])
		}
		rows := 0
		for i := m.down[c]; i != c; i = m.down[i] {
			rows++
			if m.col[i] != c || m.up[m.down[i]] != i {
				t.Fatalf("column %d: node %d badly linked", c, i)
			}
		}
		if rows != 9 {
			t.Errorf("column %d lists %d rows, want 9", c, rows)
		}
	}
	if n != numCols {
		t.Errorf("%d columns in the header list, want %d", n, numCols)
	}
	for r := 0; r < numRows; r++ {
		first := rowNode(r)
		j, k := first, 0
		for {
			if m.row[j] != int32(r) || m.left[m.right[j]] != j {
				t.Fatalf("row %d: node %d badly linked", r, j)
			}
			if group := (m.col[j] - 1) / 81; group != int32(k) {
				t.Errorf("row %d: node %d in group %d, want %d", r, k, group, k)
			}
			j, k = m.right[j], k+1
			if j == first {
				break
			}
		}
		if k != 4 {
			t.Errorf("row %d has %d nodes, want 4", r, k)
		}
	}
}

// TestRestore checks that the matrix is exactly as built after every kind of
// search: solved, stopped by the limit or by yield, or refused for
// conflicting or out-of-range givens.
func TestRestore(t *testing.T) {
	var pristine matrix
	pristine.build()
	parse := func(line string) solver.Grid {
		g, err := solver.ParseLine(line)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	hard := parse("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
	late := hard
	late[80] = 8 // clashes with r1c9 after many givens are placed
	bad := hard
	bad[80] = 10
	tests := []struct {
		name  string
		g     solver.Grid
		limit int
		stop  int // Each's yield returns false at this solution; 0 never
	}{
		{"empty, limit", solver.Grid{}, 3, 0},
		{"empty, yield stops", solver.Grid{}, 0, 2},
		{"hard, all", hard, 0, 0},
		{"hard, yield stops", hard, 0, 1},
		{"first-cell conflict", parse("11" + strings.Repeat(".", 79)), 0, 0},
		{"late conflict", late, 0, 0},
		{"digit above 9", bad, 0, 0},
	}
	s := New()
	for _, tt := range tests {
		n := 0
		s.Each(tt.g, tt.limit, func(solver.Grid) bool {
			n++
			return n != tt.stop
		})
		if s.m != pristine {
			t.Errorf("%s: matrix not restored", tt.name)
		}
		if len(s.givens) != 0 {
			t.Errorf("%s: %d given columns left", tt.name, len(s.givens))
		}
	}
}
