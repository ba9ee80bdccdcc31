package ui

import (
	"image/color"
	"math"
)

// Contrast, as WCAG defines it, decides the inks that must stay readable on
// whatever the board shades a cell with, such as a hint's ghost digit on
// the selection's blue: the theme's success green is bright, for icons on
// buttons, and far too pale for a digit on a light cell.

// minContrast is the contrast a digit must keep with its cell: WCAG's
// 4.5:1 for body text, more than its 3:1 for large text, as the ghost is
// drawn in a thin face.
const minContrast = 4.5

// luminance is the relative luminance of an opaque colour, 0 for black to 1
// for white.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the contrast ratio of two opaque colours, from 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// over returns fg laid over the opaque bg, as one opaque colour.
func over(fg, bg color.Color) color.Color {
	if fg == nil {
		return bg
	}
	f, b := color.NRGBAModel.Convert(fg).(color.NRGBA), color.NRGBAModel.Convert(bg).(color.NRGBA)
	a := float64(f.A) / 0xff
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: mix(f.R, b.R), G: mix(f.G, b.G), B: mix(f.B, b.B), A: 0xff}
}

// readableOn returns ink, made opaque, or, when it contrasts too little
// with the opaque bg, ink mixed with the strongest ink for bg (see inkOn)
// in the smallest step that reaches minContrast. The hue stays ink's as
// far as it can.
func readableOn(ink, bg color.Color) color.Color {
	in := over(ink, bg)
	if contrast(in, bg) >= minContrast {
		return in
	}
	to := inkOn(bg)
	for k := 1; k <= 10; k++ {
		mixed := over(withAlpha(to, uint8(k*0xff/10)), in)
		if contrast(mixed, bg) >= minContrast {
			return mixed
		}
	}
	return to
}
