package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/assets"
)

// metaApp is an app whose metadata reads as given, as a real app's does:
// a binary built with plain "go build" and run away from FyneApp.toml
// gets Fyne's default metadata, version 0.0.1.
type metaApp struct {
	fyne.App
	meta fyne.AppMetadata
}

func (a metaApp) Metadata() fyne.AppMetadata { return a.meta }

// TestAboutVersion: Help > About said "Sudoku 0.0.1", Fyne's default
// metadata, in a binary built with "go build", while sudoku-cli version
// said 0.1.0. The About box names assets.Version, which a test keeps equal
// to FyneApp.toml's, whatever metadata the build carries.
func TestAboutVersion(t *testing.T) {
	for _, version := range []string{"0.0.1", "", "9.9.9"} {
		t.Run("metadata "+version, func(t *testing.T) {
			f := newFixture(t)
			fyne.SetCurrentApp(metaApp{App: f.app, meta: fyne.AppMetadata{Version: version, Build: 1}})
			t.Cleanup(func() { fyne.SetCurrentApp(f.app) })
			f.press("about")
			var shown string
			for _, o := range objects(f.topOverlay()) {
				if r, ok := o.(*widget.RichText); ok {
					shown += r.String() + "\n"
				}
			}
			if !strings.Contains(shown, "Sudoku "+assets.Version) {
				t.Errorf("the About box does not say %q:\n%s", "Sudoku "+assets.Version, shown)
			}
			if version != assets.Version && version != "" && strings.Contains(shown, version) {
				t.Errorf("the About box names the metadata's version %q:\n%s", version, shown)
			}
		})
	}
}
