package assets

// Version is the app's version, as FyneApp.toml gives it (a test keeps the
// two the same): the one version the About box and "sudoku-cli version"
// show, whatever command built the binary and whatever metadata Fyne has.
const Version = "0.1.0"
