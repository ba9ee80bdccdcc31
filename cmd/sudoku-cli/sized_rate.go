package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// rateSized answers a line of another shape of rate, as a 9x9 line is
// answered: "hard 4.2 hidden-single locked-candidates x-wing".
func rateSized(dst []byte, l inputLine) ([]byte, bool) {
	p, err := parseSized(l)
	if err != nil {
		return appendError(dst, err), false
	}
	r, err := sized.Rate(p)
	switch {
	case errors.Is(err, sized.ErrNoSolution):
		return append(dst, "error: no solution"...), false
	case errors.Is(err, sized.ErrNotUnique):
		return append(dst, "error: multiple solutions"...), false
	case err != nil:
		return appendError(dst, err), false
	}
	return append(dst, r.String()...), true
}

// stepsSized writes the steps of a puzzle of another shape, one a line,
// in lang; when the steps run out before the grid is full, a last line
// says so.
func stepsSized(text, lang string) ([]string, error) {
	p, err := sized.Parse(text)
	if err != nil {
		return nil, err
	}
	path, solved, err := sized.Path(p)
	if err != nil {
		return nil, err
	}
	b, err := sized.NewBoard(p)
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, s := range path {
		lines = append(lines, s.Describe(b, lang))
		b.Apply(s)
	}
	if !solved {
		lines = append(lines, logic.Words(lang, "sized.stuck", nil))
	}
	return lines, nil
}

// sizedLevel checks -level for a grid of another shape: one the shape
// has (see sized.Shape.Levels).
func sizedLevel(shape sized.Shape, name string) (logic.Level, error) {
	levels := shape.Levels()
	var names []string
	for _, l := range levels {
		names = append(names, l.String())
	}
	if name == "" {
		return 0, fmt.Errorf("-level is required: %s grids come %s", shape, strings.Join(names, ", "))
	}
	l, err := logic.ParseLevel(name)
	if err != nil {
		return 0, err
	}
	if !slices.Contains(levels, l) {
		return 0, fmt.Errorf("-level %s: %s grids come %s (a harder level is not made on so small or so plain a grid)", name, shape, strings.Join(names, ", "))
	}
	return l, nil
}
