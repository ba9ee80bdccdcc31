package ui

import (
	"image/color"
	"math"
	"testing"
)

func TestContrast(t *testing.T) {
	white, black := color.White, color.Black
	for _, tc := range []struct {
		name string
		a, b color.Color
		want float64
	}{
		{"black on white", black, white, 21},
		{"same", color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}, color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}, 1},
		{"mid grey on white", color.NRGBA{R: 0x76, G: 0x76, B: 0x76, A: 0xff}, white, 4.54},
	} {
		if got := contrast(tc.a, tc.b); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("%s: contrast %.3f, want %.2f", tc.name, got, tc.want)
		}
	}
}

func TestReadableOn(t *testing.T) {
	green := color.NRGBA{R: 0x43, G: 0xf4, B: 0x36, A: 0xff} // the theme's success colour
	for _, tc := range []struct {
		name    string
		ink, bg color.Color
		same    bool // the ink reads as it is
	}{
		{"green on light grey", green, color.NRGBA{R: 0xf3, G: 0xf3, B: 0xf3, A: 0xff}, false},
		{"green on the light selection", green, over(color.NRGBA{R: 0x29, G: 0x6f, B: 0xf6, A: 0x30}, color.NRGBA{R: 0xf3, G: 0xf3, B: 0xf3, A: 0xff}), false},
		{"green on dark grey", green, color.NRGBA{R: 0x20, G: 0x20, B: 0x23, A: 0xff}, true},
		{"see-through green on dark grey", color.NRGBA{R: 0x43, G: 0xf4, B: 0x36, A: 0x40}, color.NRGBA{R: 0x20, G: 0x20, B: 0x23, A: 0xff}, false},
	} {
		got := readableOn(tc.ink, tc.bg)
		if c := contrast(got, tc.bg); c < minContrast {
			t.Errorf("%s: %v on %v has contrast %.2f", tc.name, got, tc.bg, c)
		}
		if same := got == over(tc.ink, tc.bg); same != tc.same {
			t.Errorf("%s: kept the ink %v, want %v", tc.name, same, tc.same)
		}
		if _, _, _, a := got.RGBA(); a != 0xffff {
			t.Errorf("%s: %v is not opaque", tc.name, got)
		}
	}
}

// Contrast lets the package's outside tests measure what they render
// with the same ratio the board uses.
var Contrast = contrast
