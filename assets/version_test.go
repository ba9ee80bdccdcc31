package assets_test

import (
	"os"
	"regexp"
	"testing"

	"github.com/sudokudesktop/sudoku/assets"
)

// TestVersionMatchesFyneApp keeps Version and FyneApp.toml's the same.
func TestVersionMatchesFyneApp(t *testing.T) {
	toml, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindSubmatch(toml)
	if m == nil {
		t.Fatal("FyneApp.toml has no Version")
	}
	if string(m[1]) != assets.Version {
		t.Errorf("assets.Version %q, FyneApp.toml %q", assets.Version, m[1])
	}
}
