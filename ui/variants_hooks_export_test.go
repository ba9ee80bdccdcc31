package ui

// Hooks for the variants' controls' tests: compiled into the tests
// alone, no API of the package.

import "fyne.io/fyne/v2"

// RuleItems returns the items the Rules button's menu shows now, while a
// puzzle is entered: Sudoku X's diagonals, Windoku's windows, anti-knight,
// anti-king, each ticked as the puzzle has it.
func (p *Play) RuleItems() []*fyne.MenuItem { return p.ruleItems() }
