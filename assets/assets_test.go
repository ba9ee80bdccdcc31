package assets_test

import (
	"bytes"
	"image/png"
	"testing"

	"sudoku/assets"
)

func TestIconIsA512PNG(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(assets.Icon.Content()))
	if err != nil {
		t.Fatalf("icon does not decode as PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
		t.Errorf("icon is %dx%d, want 512x512", b.Dx(), b.Dy())
	}
	if assets.Icon.Name() != "icon.png" {
		t.Errorf("icon name %q, want icon.png", assets.Icon.Name())
	}
}
