package assets_test

import (
	"bytes"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/assets"
)

func TestIconsArePNGsOfTheirSize(t *testing.T) {
	for _, tc := range []struct {
		icon fyne.Resource
		name string
		side int
	}{
		{assets.Icon, "icon.png", 512},
		{assets.WindowIcon, "window-icon.png", 128},
	} {
		img, err := png.Decode(bytes.NewReader(tc.icon.Content()))
		if err != nil {
			t.Fatalf("%s does not decode as PNG: %v", tc.name, err)
		}
		if b := img.Bounds(); b.Dx() != tc.side || b.Dy() != tc.side {
			t.Errorf("%s is %dx%d, want %dx%d", tc.name, b.Dx(), b.Dy(), tc.side, tc.side)
		}
		if tc.icon.Name() != tc.name {
			t.Errorf("icon name %q, want %q", tc.icon.Name(), tc.name)
		}
	}
}
