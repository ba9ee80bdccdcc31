package logic

import (
	"strconv"

	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// HouseName names a house of a geometry as a player sees it, in the given
// language (as Describe takes it): "row 3", "the ↘ diagonal", "window 2".
func HouseName(h geometry.House, lang string) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return h.Key() + " " + strconv.Itoa(h.Index+1)
	}
	return c.fill(h.Key(), h.Label())
}
