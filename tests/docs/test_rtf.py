"""docs/formats/rtf.py: Rich Text files (TextEdit's default on a Mac, WordPad's, Word's export) are read as their
paragraphs, headings, table rows and footnotes, with characters in every form RTF writes them; and found by
paragraph, as Word documents are."""

from __future__ import annotations

from pathlib import Path

import pytest

from macllm.docs.answer import where
from macllm.docs.read import Skipped, read_lines
from macllm.docs.retrieve import search

from .conftest import hashing_embed

# as TextEdit writes it: code page 1252 bytes (\'a3 is £), a Chinese font's GBK bytes, and Unicode escapes
TEXTEDIT = rb"""{\rtf1\ansi\ansicpg1252\cocoartf2761
\cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fnil\fcharset134 PingFangSC-Regular;}
{\colortbl;\red255\green255\blue255;}
{\*\expandedcolortbl;;}
\paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0
\pard\tx566\tx1133\pardirnatural\partightenfactor0

\f0\fs24 \cf0 Allotment rules 2026\
\
Plots cost \'a340 a year; half plots \'a325. Caf\'e9 opens at 9\'969.30 on Saturdays \'93only\'94.\
Water is on from 1 April.\
\

\f1 \'b9\'a9\'c5\'af\'ca\'b1\'bc\'e4
\f0 : 15 November.\
\uc0\u20379 \u26262 \u36153 \u27599 \u24179 \u26041 \u31859 25\u20803 \
}"""

# as Word writes it: code page 936 (GBK), headings by style and outline level, a table, a footnote, hidden text,
# a field (its result kept), a picture, Unicode escapes with one fallback character each, a surrogate pair
WORD = rb"""{\rtf1\adeflang1025\ansi\ansicpg936\uc2\adeff0\deff0{\fonttbl{\f0\froman\fcharset0\fprq2 Times New Roman;}
{\f13\fbidi \fnil\fcharset134\fprq2 \'cb\'ce\'cc\'e5;}}
{\stylesheet{\ql \li0\ri0\widctlpar \f0\fs24 \snext0 Normal;}{\s1\ql \outlinelevel0 \b\f0\fs32 \sbasedon0 \snext0
heading 1;}{\s2\ql \f0 \sbasedon0 heading 2;}{\*\cs10 \additive Default Paragraph Font;}}
{\*\generator Microsoft Word 16.0;}{\info{\title Parking}{\author X}}
\pard\plain \s1\ql \f0\fs32 Parking rules\par
\pard\plain \ql \f13 \'b5\'da\'d2\'bb\'cc\'f5 \'b7\'c3\'bf\'cd\'b3\'b5\'c1\'be\'c7\'b0\'c1\'bd\'d0\'a1\'ca\'b1\'c3\'e2\'b7\'d1\'a1\'a3\par
\pard\plain \ql \f0 Residents pay {\b 300} a month.{\cs16\super \chftn}{\footnote \pard\plain \s2\ql \f0 {\cs16\super
\chftn } Except in August.}  Visitors {\v hidden note }pay 5.\par
\pard\plain \s2\ql \f0 Fees\par
\trowd\cellx2000\cellx4000\pard\intbl Type\cell Price\cell\row
\trowd\cellx2000\cellx4000\pard\intbl Car\cell \uc1\u8364 ?25\par per day\cell\row
\pard\plain {\field{\*\fldinst HYPERLINK "http://x.example"}{\fldrslt see the site}} here\par
{\pict\pngblip\picw10\pich10 89504e470d0a1a0a0000000d49484452}
\pard Last line \uc1\u-10179 ?\u-8704 ? and \{braces\}\par
}"""


def texts(name: str, data: bytes) -> list[str]:
    return [line.text for line in read_lines(Path(name), data)]


def test_textedit_rtf_in_its_code_page_a_fonts_charset_and_unicode_escapes():
    assert texts("allotment.rtf", TEXTEDIT) == [
        "Allotment rules 2026",
        "Plots cost £40 a year; half plots £25. Café opens at 9–9.30 on Saturdays “only”.",
        "Water is on from 1 April.",
        "供暖时间: 15 November.",
        "供暖费每平方米25元",
    ]


def test_word_rtf_headings_table_rows_footnotes_and_what_is_left_out():
    assert texts("parking.rtf", WORD) == [
        "# Parking rules",
        "第一条 访客车辆前两小时免费。",
        "Residents pay 300 a month. Visitors pay 5.",  # hidden text and the footnote's mark left out
        "## Fees",
        "Type | Price",
        "Car | €25 per day",  # a cell of two paragraphs stays one row
        "see the site here",  # a field's result, not its code
        "Last line 😀 and {braces}",
        "Footnote 1: Except in August.",
    ]
    assert {line.place for line in read_lines(Path("parking.rtf"), WORD)} == {"¶{}"}


def test_a_file_named_rtf_that_is_not_one_is_skipped_with_the_reason():
    with pytest.raises(Skipped, match="not a Rich Text file"):
        read_lines(Path("notes.rtf"), b"just some text")


def test_an_rtf_file_is_found_by_paragraph(index, tmp_path):
    path = tmp_path / "parking.rtf"
    path.write_bytes(WORD)
    index.add([path], "c", hashing_embed, max_chars=60)
    hit = search(index, "访客车辆免费", "c", hashing_embed, k=1, mode="keyword")[0]
    assert where(hit).startswith(f"{path} ¶") and "访客车辆前两小时免费" in hit.text


def test_a_style_sheets_formats_do_not_leak_into_the_body():
    rtf = rb"{\rtf1\ansi{\stylesheet{\s1\outlinelevel0 heading 1;}}Plain text first.\par\pard\s1 A title\par}"
    assert texts("notes.rtf", rtf) == ["Plain text first.", "# A title"]


@pytest.mark.parametrize(
    "rtf,want",
    [
        (rb"{\rtf1\ansi a\bin-7 b\par}", ["ab"]),  # a negative \bin skips nothing (it looped for ever)
        (rb"{\rtf1\ansi x\u-99999 ?y\u1114112 ?z\par}", ["x\u7961yz"]),  # out of range: modulo 16 bits, NUL left out
        (rb"{\rtf1\ansi {\u233}abc\par}", ["\xe9abc"]),  # a \uN's fallback count ends with its group
        (
            rb"{\rtf1\ansi\deff0{\fonttbl{\f0 Arial;}{\f1\fcharset134 SimSun;}}"
            rb"\pard\plain \f1 \'d6\'d0\'ce\'c4\par\pard\plain caf\'e9 cr\'e8me\par}",
            ["中文", "café crème"],
        ),  # \plain
        (rb"{\rtf1\ansi \v secret\plain  shown\par}", ["shown"]),  # \plain ends hidden text
        (
            rb"{\rtf1\ansi \trowd\pard\intbl Fee{\footnote\pard a note.}\par second line\cell Price\cell\row}",
            ["Fee second line | Price", "Footnote 1: a note."],
        ),  # a footnote's \pard stays in the footnote
        (
            rb"{\rtf1\ansi {\shp{\*\shpinst\shpleft0{\sp{\sn fillColor}{\sv 255}}{\shptxt In the box.\par}}}"
            rb"{\shprslt In the box.\par}After.\par}",
            ["In the box.", "After."],
        ),  # a text box, once
        (
            rb"{\rtf1\ansi {\object\objemb{\*\objclass Excel.Sheet.8}{\*\objdata 0102}{\result Total 42\par}}}",
            ["Total 42"],
        ),  # an embedded object's last rendering
    ],
)
def test_what_reviewers_found(rtf, want):
    assert texts("found.rtf", rtf) == want
