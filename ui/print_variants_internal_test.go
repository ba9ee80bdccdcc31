package ui

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestPrintVariants: the print dialog offers classic first, then each
// variant offered that has a bundled set to print, and no other: not a
// variant made by the generator alone, nor one not offered.
func TestPrintVariants(t *testing.T) {
	x := geometry.Variant{Flags: geometry.Flags{Diagonals: true}}
	killer := geometry.Variant{Killer: true}
	offered := session.Variants()
	if !slices.Contains(offered, x) {
		offered = append(offered, x)
	}
	got := printVariants(offered)
	if len(got) == 0 || !got[0].IsClassic() {
		t.Fatalf("printVariants = %v: classic is not first", got)
	}
	printable := func(v geometry.Variant) bool {
		n, err := session.BundledCount(v, "medium")
		return err == nil && n > 0
	}
	for _, v := range offered {
		want := v.IsClassic() || printable(v)
		if n := countOf(got, v); n != map[bool]int{true: 1}[want] {
			t.Errorf("%s listed %d times; it has a set: %v", v.Name(), n, want)
		}
	}
	if countOf(got, killer) != 1 {
		t.Error("Killer, which has bundled sets, is not offered")
	}
	if g := printVariants(nil); len(g) != 1 || !g[0].IsClassic() {
		t.Errorf("nothing offered: %v, want classic alone", g)
	}
	// A variant with a set that New does not offer is not printed.
	if countOf(printVariants([]geometry.Variant{{}}), killer) != 0 {
		t.Error("Killer printed when not offered")
	}
}
