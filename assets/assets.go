// Package assets holds the files the app ships inside its binary, as
// fyne.Resource values ready for windows, dialogs and the package metadata.
//
// icon.svg is the source of the app icon. icon.png is rendered from it at
// 512x512 (rsvg-convert -w 512 -h 512 icon.svg -o icon.png) for "fyne
// package" and launchers; window-icon.png at 128x128 (the same command with
// 128) for the window's title bar and task switcher, small enough that the
// window does not wait for a large image to be decoded and sent to the
// display before it opens.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the app icon: a 512x512 PNG of a Sudoku board.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)

//go:embed window-icon.png
var windowIconPNG []byte

// WindowIcon is the same picture at 128x128, for the window itself.
var WindowIcon fyne.Resource = fyne.NewStaticResource("window-icon.png", windowIconPNG)
