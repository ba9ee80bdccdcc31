package logic

import (
	"math/rand/v2"
	"testing"
)

// TestALSFindersOnAnyMarks runs the ALS and Sue de Coq finders on random
// pencil marks, stray bits included: they must not panic, and must leave
// the board alone.
func TestALSFindersOnAnyMarks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 200; n++ {
		b := &Board{}
		for c := range b.Cands {
			switch r.IntN(4) {
			case 0: // placed
				b.Cells[c] = uint8(1 + r.IntN(9))
			case 1: // stray bits
				b.Cands[c] = Digits(r.Uint32())
			default:
				b.Cands[c] = Digits(r.Uint32()) & AllDigits
			}
		}
		before := *b
		for _, tech := range []Technique{SueDeCoq, ALSXZ, ALSXYWing, ALSChain, DeathBlossom} {
			Find(b, tech)
			if !sameBoard(b, &before) {
				t.Fatalf("%s changed the board", tech)
			}
		}
	}
}
