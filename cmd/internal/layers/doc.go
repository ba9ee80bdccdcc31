// Package layers holds no code: its test keeps the rooms of the
// repository's architecture (README.md, "Architecture"). Each package may
// import only the packages of ours its room allows, the pure rooms no
// Fyne at all, and only the desktop app's main fyne.io/fyne/v2/app.
package layers
