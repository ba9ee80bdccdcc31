package printout

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf16"
)

// A4 in PostScript points.
const (
	pageWidth  = 595
	pageHeight = 842
)

// Object numbers of the objects every file has; page i (from 0) is object
// firstPage+2i and its content stream the object after it.
const (
	catalogObj = 1
	pagesObj   = 2
	fontObj    = 3 // Helvetica, /F1
	boldObj    = 4 // Helvetica-Bold, /F2
	infoObj    = 5
	firstPage  = 6
)

// PDF writes the sheets as an A4 PDF 1.4 document, one sheet a page.
func PDF(w io.Writer, sheets []Sheet) error {
	if len(sheets) == 0 {
		return errors.New("printout: no pages to print")
	}
	contents := make([][]byte, len(sheets))
	for i := range sheets {
		var err error
		if contents[i], err = drawSheet(&sheets[i]); err != nil {
			return fmt.Errorf("page %d: %w", i+1, err)
		}
	}

	var f pdfFile
	f.buf.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n") // binary marker for transfer programs
	f.object(catalogObj, fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pagesObj))
	var kids bytes.Buffer
	for i := range sheets {
		if i > 0 {
			kids.WriteByte(' ')
		}
		fmt.Fprintf(&kids, "%d 0 R", firstPage+2*i)
	}
	f.object(pagesObj, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids.String(), len(sheets)))
	f.object(fontObj, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	f.object(boldObj, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
	info := "<< /Producer (sudoku)"
	if t := docTitle(sheets); t != "" {
		info += " /Title " + utf16String(t)
	}
	f.object(infoObj, info+" >>")
	for i, content := range contents {
		page, stream := firstPage+2*i, firstPage+2*i+1
		f.object(page, fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] "+
			"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> /Contents %d 0 R >>",
			pagesObj, pageWidth, pageHeight, fontObj, boldObj, stream))
		f.stream(stream, content)
	}
	f.finish(catalogObj, infoObj)
	_, err := w.Write(f.buf.Bytes())
	return err
}

// docTitle returns the title for the document's properties: the first
// page's heading or, failing that, its first caption.
func docTitle(sheets []Sheet) string {
	if sheets[0].Title != "" || len(sheets[0].Puzzles) == 0 {
		return sheets[0].Title
	}
	return sheets[0].Puzzles[0].Title
}

// pdfFile builds a PDF in memory, remembering where each object starts for
// the cross-reference table. Objects must be added in number order from 1.
type pdfFile struct {
	buf     bytes.Buffer
	offsets []int // offsets[n-1] is where object n starts
}

func (f *pdfFile) begin(n int) {
	if n != len(f.offsets)+1 {
		panic(fmt.Sprintf("printout: object %d written after %d", n, len(f.offsets)))
	}
	f.offsets = append(f.offsets, f.buf.Len())
	fmt.Fprintf(&f.buf, "%d 0 obj\n", n)
}

func (f *pdfFile) object(n int, body string) {
	f.begin(n)
	f.buf.WriteString(body)
	f.buf.WriteString("\nendobj\n")
}

func (f *pdfFile) stream(n int, data []byte) {
	f.begin(n)
	fmt.Fprintf(&f.buf, "<< /Length %d >>\nstream\n", len(data))
	f.buf.Write(data)
	f.buf.WriteString("\nendstream\nendobj\n")
}

// finish writes the cross-reference table, whose entries are exactly 20
// bytes each, and the trailer.
func (f *pdfFile) finish(root, info int) {
	xref := f.buf.Len()
	fmt.Fprintf(&f.buf, "xref\n0 %d\n0000000000 65535 f \n", len(f.offsets)+1)
	for _, off := range f.offsets {
		fmt.Fprintf(&f.buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&f.buf, "trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n",
		len(f.offsets)+1, root, info, xref)
}

// utf16String writes s as a PDF text string in UTF-16BE with a byte order
// mark, which document properties accept for any script.
func utf16String(s string) string {
	var b bytes.Buffer
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteByte('>')
	return b.String()
}

// content builds a page's content stream.
type content struct {
	b []byte
}

func (c *content) num(v float64) {
	c.b = strconv.AppendFloat(c.b, v, 'f', 2, 64)
	// Trim "12.50" to "12.5" and "12.00" to "12".
	for c.b[len(c.b)-1] == '0' {
		c.b = c.b[:len(c.b)-1]
	}
	if c.b[len(c.b)-1] == '.' {
		c.b = c.b[:len(c.b)-1]
	}
	if n := len(c.b); n >= 2 && c.b[n-2] == '-' && c.b[n-1] == '0' {
		c.b = append(c.b[:n-2], '0')
	}
	c.b = append(c.b, ' ')
}

func (c *content) op(nums []float64, op string) {
	for _, v := range nums {
		c.num(v)
	}
	c.b = append(c.b, op...)
	c.b = append(c.b, '\n')
}

// stroke sets the stroking grey level and line width.
func (c *content) stroke(grey, width float64) {
	c.op([]float64{grey}, "G")
	c.op([]float64{width}, "w")
}

// dash sets the dash pattern of the lines stroked after it: on units of
// line, then off units of gap, starting with a dash; on 0 draws solid
// lines again.
func (c *content) dash(on, off float64) {
	c.b = append(c.b, '[')
	if on > 0 {
		c.num(on)
		c.num(off)
	}
	c.b = append(c.b, "] 0 d\n"...)
}

func (c *content) line(x0, y0, x1, y1 float64) {
	c.op([]float64{x0, y0}, "m")
	c.op([]float64{x1, y1}, "l")
	c.b = append(c.b, "S\n"...)
}

func (c *content) rect(x, y, w, h float64) {
	c.op([]float64{x, y, w, h}, "re")
	c.b = append(c.b, "S\n"...)
}

// fillColour sets the non-stroking colour, which text is drawn in.
func (c *content) fillColour(rgb [3]float64) {
	c.op(rgb[:], "rg")
}

// text draws encoded text with its left end of the baseline at (x, y).
func (c *content) text(bold bool, size, x, y float64, text []byte) {
	font := "/F1 "
	if bold {
		font = "/F2 "
	}
	c.b = append(c.b, "BT "...)
	c.b = append(c.b, font...)
	c.num(size)
	c.b = append(c.b, "Tf "...)
	c.num(x)
	c.num(y)
	c.b = append(c.b, "Td "...)
	c.b = pdfString(c.b, text)
	c.b = append(c.b, " Tj ET\n"...)
}

// centred draws s centred on cx with its baseline at y, shrinking it down
// to minSize and then cutting it short with an ellipsis to fit maxWidth.
func (c *content) centred(bold bool, size, minSize, cx, y, maxWidth float64, s string) {
	text := winAnsi(s)
	if len(text) > maxText {
		text = text[:maxText]
	}
	if len(text) == 0 {
		return
	}
	if w := textWidth(bold, text, size); w > maxWidth {
		size = max(minSize, size*maxWidth/w)
	}
	if textWidth(bold, text, size) > maxWidth {
		const ellipsis = 0x85 // … in WinAnsiEncoding
		for len(text) > 0 && textWidth(bold, append(text, ellipsis), size) > maxWidth {
			text = text[:len(text)-1]
		}
		text = append(text, ellipsis)
	}
	c.text(bold, size, cx-textWidth(bold, text, size)/2, y, text)
}
