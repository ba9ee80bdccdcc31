// Package assets holds the files the app ships inside its binary, as
// fyne.Resource values ready for windows, dialogs and the package metadata.
//
// icon.svg is the source of the app icon; icon.png is rendered from it at
// 512x512 (rsvg-convert -w 512 -h 512 icon.svg -o icon.png) because window
// managers and "fyne package" want a raster icon.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app icon: a 512x512 PNG of a Sudoku board.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)
