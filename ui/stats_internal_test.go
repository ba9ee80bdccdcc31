package ui

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
)

// TestItoa: counts below a million in full, larger ones in three
// significant digits and a unit, never rounded up.
func TestItoa(t *testing.T) {
	test.NewTempApp(t)
	for n, want := range map[int]string{
		0: "0", 999_999: "999999", 1_000_000: "1.00M", 1_234_567: "1.23M", 999_999_999: "999M",
		12_345_678_901: "12.3B", 4_560_000_000_000: "4.56T", 7_000_000_000_000_000: "7.00×10¹⁵",
		math.MaxInt64: "9.22×10¹⁸",
	} {
		if got := itoa(n); got != want {
			t.Errorf("itoa(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestStatsTableAtTheLimit: with every count of a level at its limit the
// nineteen-digit numbers overlapped the level's name and the next
// columns. Every cell gets at least its own width, and the table fits the
// window the game opens (640 points wide, less the dialog's margins).
func TestStatsTableAtTheLimit(t *testing.T) {
	test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "stats.json")
	level := fmt.Sprintf(`{"started":%d,"solved":%d,"given_up":0,"abandoned":0,"best_ns":1000000000,"total_ns":%d,"streak":%d,"best_streak":%d}`,
		math.MaxInt, math.MaxInt, int64(math.MaxInt64), math.MaxInt, math.MaxInt)
	data := `{"version":1,"levels":{"easy":` + level + `},"killer":{"extreme":` + level + `}}`
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	stats, err := game.LoadStatsFile(path)
	if err != nil {
		t.Fatal(err)
	}
	head, table := statsTable(stats)
	size := table.MinSize()
	table.Resize(size)
	head.Resize(fyne.NewSize(size.Width, head.MinSize().Height))
	if size.Width > 560 {
		t.Errorf("the table is %v wide, more than the window holds", size.Width)
	}
	objects := append(append([]fyne.CanvasObject{}, head.Objects...), table.Objects...)
	for i, o := range objects {
		if o.Size().Width < o.MinSize().Width {
			t.Errorf("cell %d (row %d, column %d) is %v wide, its text %v", i, i/7, i%7, o.Size().Width, o.MinSize().Width)
		}
		if i%7 > 0 { // no cell reaches into the next
			prev := objects[i-1]
			if prev.Position().X+prev.Size().Width > o.Position().X {
				t.Errorf("cells %d and %d overlap", i-1, i)
			}
		}
	}
}
