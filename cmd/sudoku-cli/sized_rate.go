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
// in lang, and whether they solve it; when they run out before the grid
// is full, a last line says so.
func stepsSized(text, lang string) ([]string, bool, error) {
	p, err := sized.Parse(text)
	if err != nil {
		return nil, false, err
	}
	path, solved, err := sized.Path(p)
	switch {
	case errors.Is(err, sized.ErrNoSolution):
		return nil, false, errors.New("no solution")
	case errors.Is(err, sized.ErrNotUnique):
		return nil, false, errors.New("multiple solutions")
	case err != nil:
		return nil, false, err
	}
	b, err := sized.NewBoard(p)
	if err != nil {
		return nil, false, err
	}
	var lines []string
	for _, s := range path {
		lines = append(lines, s.Describe(b, lang))
		b.Apply(s)
	}
	if !solved {
		lines = append(lines, logic.Words(lang, "sized.stuck", nil))
	}
	return lines, solved, nil
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
		return 0, fmt.Errorf("-level is required: %s grids come at %s", shape, strings.Join(names, " or "))
	}
	l, err := logic.ParseLevel(name)
	if err != nil {
		return 0, err
	}
	if !slices.Contains(levels, l) {
		return 0, fmt.Errorf("-level %s: %s grids come at %s only", name, shape, strings.Join(names, " or "))
	}
	return l, nil
}
