package daily_test

import (
	"context"
	"fmt"

	"github.com/sudokudesktop/sudoku/game/daily"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

func Example() {
	d, err := daily.ParseDate("2026-11-30")
	if err != nil {
		panic(err)
	}
	p, err := daily.Puzzle(context.Background(), d, geometry.Variant{})
	if err != nil {
		panic(err)
	}
	fmt.Println(d, d.Weekday(), daily.Level(d), p.Rating.Level)
	// Output: 2026-11-30 Monday easy easy
}
