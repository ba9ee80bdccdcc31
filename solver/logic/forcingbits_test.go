package logic

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestBitsPropagateAsFcProp checks that the search's bitboard propagation
// reaches what fcProp reaches deduction by deduction, at the hardest
// sample's forcing chain positions (every fourth of the first six
// puzzles'; all 2,822 of the sample pass, in two minutes): for every
// assumption, and for eliminations in the
// position the assumption left, the same contradiction or the same
// candidates, cell by cell.
func TestBitsPropagateAsFcProp(t *testing.T) {
	all, _ := hardPositions(t, 6)
	var positions []*Board
	for i := 0; i < len(all); i += 4 {
		positions = append(positions, all[i])
	}
	tried := 0
	for n, b := range positions {
		var base fcState
		base.load(b)
		var bitsBase fcBits
		if !bitsBase.load(b) {
			t.Fatalf("position %d: the board's candidates contradict", n)
		}
		sameState(t, "base", &base, &bitsBase)
		var p fcProp
		var q fcBits
		for c := solver.Cell(0); c < 81; c++ {
			for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
				d := ds.First()
				bad := p.try(&base, c, d)
				if q.try(&bitsBase, c, d) != bad {
					t.Fatalf("position %d, %s=%d: fcProp fails %v, the bitboards not", n, c, d, bad)
				}
				tried++
				if bad {
					continue
				}
				sameState(t, "assumption", &p.fcState, &q)
				// One elimination further, in the position reached.
				reached, reachedBits := p.fcState, q
				for x := solver.Cell(0); x < 81; x += 7 {
					for es := reached.cands[x]; es != 0; es &= es - 1 {
						e := es.First()
						p.resume(&reached)
						p.eliminate(fcEvent{cell: uint8(x), digit: e})
						bad := p.run()
						q = reachedBits
						if q.eliminate(x, e) != bad {
							t.Fatalf("position %d, %s=%d then %s≠%d: fcProp fails %v, the bitboards not", n, c, d, x, e, bad)
						}
						if !bad {
							sameState(t, "elimination", &p.fcState, &q)
						}
					}
				}
			}
		}
	}
	t.Logf("%d positions, %d assumptions", len(positions), tried)
}

// sameState fails the test unless s and q hold the same digits and
// candidates in every cell, count the same open candidates, and give the
// second level the same assumptions: the candidates of cells with two,
// and those with two places in a house.
func sameState(t *testing.T, what string, s *fcState, q *fcBits) {
	t.Helper()
	open := 0
	var tryable [81]Digits
	q.tryable(&tryable)
	for c := solver.Cell(0); c < 81; c++ {
		want := s.cands[c]
		if d := s.cells[c]; d != 0 {
			want = DigitSet(d)
		}
		open += s.cands[c].Count()
		if got := q.cands(c); got != want {
			t.Fatalf("%s: %s holds %v, fcProp %v", what, c, got, want)
		}
		var wantTryable Digits
		for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
			d := ds.First()
			bilocal := false
			for _, u := range UnitsOf(solver.Cell(c)) {
				bilocal = bilocal || s.count[u][d] == 2 && !s.placed[u].Has(d)
			}
			if bilocal || s.cands[c].Count() == 2 {
				wantTryable |= DigitSet(d)
			}
		}
		if tryable[c] != wantTryable {
			t.Fatalf("%s: %s has %v to assume, fcProp %v", what, c, tryable[c], wantTryable)
		}
	}
	if got := q.open(); got != open {
		t.Fatalf("%s: %d candidates open, fcProp %d", what, got, open)
	}
}
