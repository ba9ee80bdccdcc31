package sized_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/sized"
)

// BenchmarkSolve counts to two the solutions of each sample of each shape
// (testdata/<shape>-sample.txt, made by sudoku-cli generate -shape <shape>
// -n 40 -seed 2026) and reports puzzles/s, for comparing with Interactive
// Sudoku Solver on the same puzzles (the README says how).
func BenchmarkSolve(b *testing.B) {
	for _, name := range []string{"4x4", "6x6", "12x12", "16x16"} {
		lines := readLines(&testing.T{}, filepath.Join("testdata", name+"-sample.txt"))
		var puzzles []sized.Puzzle
		for _, l := range lines {
			p, err := sized.Parse(l)
			if err != nil {
				b.Fatal(err)
			}
			puzzles = append(puzzles, p)
		}
		b.Run(name, func(b *testing.B) {
			var s sized.Solver
			n := 0
			for b.Loop() {
				if s.Count(puzzles[n%len(puzzles)], 2) != 1 {
					b.Fatal("not one solution")
				}
				n++
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkISSExamples counts to two the solutions of Interactive Sudoku
// Solver's examples of other shapes (testdata/iss-examples.tsv: five
// 16x16 from the enjoysudoku forum, three of them its hardest X, and a
// 6x6) and reports puzzles/s.
func BenchmarkISSExamples(b *testing.B) {
	var puzzles []sized.Puzzle
	for _, l := range readLines(&testing.T{}, filepath.Join("testdata", "iss-examples.tsv")) {
		p, err := sized.Parse(strings.Split(l, "\t")[2])
		if err != nil {
			b.Fatal(err)
		}
		puzzles = append(puzzles, p)
	}
	var s sized.Solver
	n := 0
	for b.Loop() {
		if s.Count(puzzles[n%len(puzzles)], 2) != 1 {
			b.Fatal("not one solution")
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkGenerateLevel makes puzzles of each level of each shape as
// generate -shape -level does (200 grids tried at most) and reports
// puzzles/s.
func BenchmarkGenerateLevel(b *testing.B) {
	for _, shape := range sized.Shapes() {
		if shape == sized.Shape9 {
			continue // the 9x9 generator is solver/generate's
		}
		for _, level := range shape.Levels() {
			b.Run(shape.String()+"/"+level.String(), func(b *testing.B) {
				var s sized.Solver
				n := 0
				for b.Loop() {
					if _, _, err := s.GenerateLevel(sized.New(shape), level, 200, newRand(uint64(n))); err != nil {
						b.Fatal(err)
					}
					n++
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
			})
		}
	}
}
