package printout

import "unicode/utf8"

// winAnsiExtras maps the characters WinAnsiEncoding puts in 0x80-0x9F, where
// Latin-1 has control codes, to their bytes. The dashes and curly quotes of
// everyday titles ("Sudoku — Hard #12") live here.
var winAnsiExtras = map[rune]byte{
	'€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87,
	'ˆ': 0x88, '‰': 0x89, 'Š': 0x8A, '‹': 0x8B, 'Œ': 0x8C, 'Ž': 0x8E,
	'‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
	'˜': 0x98, '™': 0x99, 'š': 0x9A, '›': 0x9B, 'œ': 0x9C, 'ž': 0x9E, 'Ÿ': 0x9F,
}

// winAnsi encodes s for a standard font with WinAnsiEncoding: printable
// ASCII and Latin-1 pass through, the Windows-1252 extras are mapped, and
// everything else (CJK, control characters, invalid UTF-8) becomes '?'.
func winAnsi(s string) []byte {
	out := make([]byte, 0, len(s))
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		switch {
		case r == utf8.RuneError && n <= 1:
			out = append(out, '?')
		case r >= 0x20 && r < 0x7F, r >= 0xA0 && r <= 0xFF:
			out = append(out, byte(r))
		case r == '\t':
			out = append(out, ' ')
		default:
			if b, ok := winAnsiExtras[r]; ok {
				out = append(out, b)
			} else {
				out = append(out, '?')
			}
		}
	}
	return out
}

// pdfString writes encoded text as a PDF literal string: the delimiters
// ( and ) and the escape \ are escaped, and bytes outside printable ASCII
// become octal escapes so that content streams stay plain ASCII.
func pdfString(dst, text []byte) []byte {
	dst = append(dst, '(')
	for _, b := range text {
		switch {
		case b == '(' || b == ')' || b == '\\':
			dst = append(dst, '\\', b)
		case b < 0x20 || b > 0x7E:
			dst = append(dst, '\\', '0'+b>>6, '0'+b>>3&7, '0'+b&7)
		default:
			dst = append(dst, b)
		}
	}
	return append(dst, ')')
}

// Widths of the WinAnsiEncoding bytes 32-255 in Helvetica and Helvetica-Bold,
// in thousandths of the font size, from Adobe's metrics for the standard
// fonts. Unused codes have the width of a bullet, which is what viewers
// draw for them.
var helveticaWidths = [224]uint16{
	278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
	1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
	667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
	333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
	556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 350,
	556, 350, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 350, 611, 350,
	350, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 350, 500, 667,
	278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,
	400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
	667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
	722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
	556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
	556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
}

var helveticaBoldWidths = [224]uint16{
	278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
	975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
	667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
	333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
	611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 350,
	556, 350, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 350, 611, 350,
	350, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 350, 500, 667,
	278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,
	400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
	722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
	722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
	556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
	611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
}

// textWidth returns the width in points of encoded text set in the font at
// the size.
func textWidth(bold bool, text []byte, size float64) float64 {
	widths := &helveticaWidths
	if bold {
		widths = &helveticaBoldWidths
	}
	var units int
	for _, b := range text {
		if b >= 32 {
			units += int(widths[b-32])
		}
	}
	return float64(units) * size / 1000
}
