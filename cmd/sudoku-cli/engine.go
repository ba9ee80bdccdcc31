package main

import (
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/dlx"
)

// engines maps the names -engine accepts to constructors. Each worker calls
// one to get an engine of its own, since engines are not safe for
// concurrent use.
var engines = map[string]func() solver.Engine{
	"backtrack": func() solver.Engine { return new(solver.Backtracker) },
	"dlx":       func() solver.Engine { return dlx.New() },
}

// engineNames lists the engines, the default first.
var engineNames = []string{"backtrack", "dlx"}

// engineList returns the engine names for messages: "backtrack|dlx".
func engineList() string { return strings.Join(engineNames, "|") }
