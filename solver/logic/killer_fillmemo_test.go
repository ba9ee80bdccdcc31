package logic

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestFillCageMemo checks that the tables answer as fillCage and
// fillParts without a filter do, on random cages each read twice in a
// row (the second read from the table), over more cages than a table
// has slots, so that answers replace one another, and all once more.
func TestFillCageMemo(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	type cage struct {
		cands     [9]Digits
		n, sum, p int
	}
	var cages []cage
	for range 3 << fillMemoBits {
		c := cage{n: 1 + rng.IntN(9)}
		c.p = rng.IntN(c.n + 1)
		for i := range c.n {
			c.cands[i] = Digits(rng.IntN(1<<9)) << 1
		}
		lo, hi := c.n*(c.n+1)/2, c.n*(19-c.n)/2
		c.sum = lo + rng.IntN(hi-lo+1)
		if rng.IntN(10) == 0 {
			c.sum = 0 // any sum
		}
		cages = append(cages, c)
	}
	for _, reads := range []int{2, 1} {
		for _, c := range cages {
			want := fillCage(&c.cands, c.n, c.sum)
			for range reads {
				if got := fillCageMemo(&c.cands, c.n, c.sum); got != want {
					t.Fatalf("%d cells %v sum %d: table %+v, fillCage %+v", c.n, c.cands, c.sum, got, want)
				}
				a, parts, ok := fillPartsMemo(&c.cands, c.n, c.sum, c.p)
				wa, wparts, wok := fillParts(&c.cands, c.n, c.sum, c.p, nil)
				if a != wa || parts != wparts || ok != wok {
					t.Fatalf("%d cells %v sum %d, %d in the house: table %v %v %v, fillParts %v %v %v", c.n, c.cands, c.sum, c.p, a, parts, ok, wa, wparts, wok)
				}
			}
		}
	}
}

// TestFillCageMemoShared checks the table from several goroutines at
// once, as generators on several cores use it: each reads cages of few
// candidates, which the others read too, and gets fillCage's answers
// (go test -race tells whether the slots are shared safely).
func TestFillCageMemoShared(t *testing.T) {
	const workers = 4
	errs := make(chan string, workers)
	for w := range workers {
		go func() {
			rng := rand.New(rand.NewPCG(7, uint64(w)))
			for range 20000 {
				var cands [9]Digits
				n := 2 + rng.IntN(3)
				for i := range n {
					cands[i] = Digits(rng.IntN(1<<4)) << 1
				}
				sum := n * (n + 1) / 2
				if got, want := fillCageMemo(&cands, n, sum), fillCage(&cands, n, sum); got != want {
					errs <- fmt.Sprintf("%d cells %v sum %d: table %+v, fillCage %+v", n, cands, sum, got, want)
					return
				}
			}
			errs <- ""
		}()
	}
	for range workers {
		if e := <-errs; e != "" {
			t.Error(e)
		}
	}
}
