package logic

import "testing"

// alsBenchBoards returns positions from the solve paths of hard samples,
// where the ALS techniques are asked for.
func alsBenchBoards(b *testing.B) []*Board {
	var out []*Board
	for i, g := range samples(b, "hardest11", 40) {
		bd := NewBoard(g)
		for n := 0; !bd.Solved(); n++ {
			if n%4 == i%4 {
				c := *bd
				out = append(out, &c)
			}
			bd.Apply(Next(bd))
		}
	}
	return out
}

// BenchmarkALSIndex measures collecting the ALSs and their links, each
// build reusing the memory of the last as the cache does.
func BenchmarkALSIndex(b *testing.B) {
	boards := alsBenchBoards(b)
	b.ReportAllocs()
	b.ResetTimer()
	x := new(alsIndex)
	for i := 0; i < b.N; i++ {
		x.loadALS(boards[i%len(boards)])
	}
}

// BenchmarkALSFinders measures each ALS finder over every position.
func BenchmarkALSFinders(b *testing.B) {
	boards := alsBenchBoards(b)
	for _, tech := range []Technique{SueDeCoq, ALSXZ, ALSXYWing, ALSChain, DeathBlossom} {
		b.Run(tech.ID(), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				FindAll(boards[i%len(boards)], tech)
			}
		})
	}
}

// BenchmarkALSFind measures the first instance of each ALS finder, as the
// solver asks for it.
func BenchmarkALSFind(b *testing.B) {
	boards := alsBenchBoards(b)
	for _, tech := range []Technique{SueDeCoq, ALSXZ, ALSXYWing, ALSChain, DeathBlossom} {
		b.Run(tech.ID(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Find(boards[i%len(boards)], tech)
			}
		})
	}
}
