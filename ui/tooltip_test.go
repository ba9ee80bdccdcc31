package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
)

// canvasText finds a shown canvas text reading s in the window, and says
// where it lies.
func (f *fixture) canvasText(s string) (bool, fyne.Position, fyne.Size) {
	for _, o := range objects(f.win.Canvas().Content()) {
		if t, ok := o.(*canvas.Text); ok && t.Text == s {
			return true, fyne.CurrentApp().Driver().AbsolutePositionForObject(t), t.Size()
		}
	}
	return false, fyne.Position{}, fyne.Size{}
}

// buttonCentre returns the middle of a button on the canvas.
func (f *fixture) buttonCentre(key string) fyne.Position {
	b := f.play.Button(key)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	return abs.AddXY(b.Size().Width/2, b.Size().Height/2)
}

// TestHeaderTips: the header's icon-only buttons said nothing of what they
// do. Resting the pointer on a header button shows what it does and its
// key, inside the window even at its narrowest; moving away hides it, and
// a click goes through to the button. Check and Answer, which no key
// does, say what they do.
func TestHeaderTips(t *testing.T) {
	for _, tc := range []struct{ button, keys, tip string }{
		{"pause", "keys.p", ""},
		{"undo", "keys.undo", ""},
		{"redo", "keys.redo", ""},
		{"hint", "keys.h", ""},
		{"new", "keys.new", ""},
		{"check", "", "tip.check"},
		{"answer", "", "tip.answer"},
	} {
		t.Run(tc.button, func(t *testing.T) {
			f := newFixture(t)
			f.win.Resize(narrowSize)
			c := f.win.Canvas()
			test.MoveMouse(c, f.buttonCentre(tc.button))
			want := lang.L(tc.tip)
			if tc.keys != "" {
				want = lang.L("tip", map[string]any{"Action": lang.L(tc.keys + ".do"), "Key": lang.L(tc.keys)})
			}
			shown, pos, size := f.canvasText(want)
			if !shown {
				t.Fatalf("no tip %q over the window", want)
			}
			if pos.X < 0 || pos.X+size.Width > c.Size().Width {
				t.Errorf("the tip spans x %v to %v of a canvas %v wide", pos.X, pos.X+size.Width, c.Size().Width)
			}
			test.MoveMouse(c, f.cellPos(40))
			if shown, _, _ := f.canvasText(want); shown {
				t.Errorf("the tip %q stays after the pointer left", want)
			}
		})
	}

	f := newFixture(t)
	f.enter(r1c3, 4)
	test.TapCanvas(f.win.Canvas(), f.buttonCentre("undo"))
	if f.game().Digit(r1c3) != 0 {
		t.Error("a click on Undo, under its tip's sensor, did not undo")
	}
}

// TestTapHidesTheTip: the New tip stayed up over the menu New opens,
// which cut it to "New gam". A tap on a button takes its tip down.
func TestTapHidesTheTip(t *testing.T) {
	for _, button := range []string{"new", "check", "hint"} {
		t.Run(button, func(t *testing.T) {
			f := newFixture(t)
			c := f.win.Canvas()
			test.MoveMouse(c, f.buttonCentre(button))
			var tip string
			switch button {
			case "new":
				tip = lang.L("tip", map[string]any{"Action": lang.L("keys.new.do"), "Key": lang.L("keys.new")})
			case "hint":
				tip = lang.L("tip", map[string]any{"Action": lang.L("keys.h.do"), "Key": lang.L("keys.h")})
			default:
				tip = lang.L("tip.check")
			}
			if shown, _, _ := f.canvasText(tip); !shown {
				t.Fatalf("no tip %q to begin with", tip)
			}
			test.Tap(f.play.Button(button))
			if shown, _, _ := f.canvasText(tip); shown {
				t.Errorf("the tip %q stays over what %s opened", tip, button)
			}
		})
	}
}
