//! For tables drawn as markup (Combo 4x4, POW): text made safe to put in it.

/// `s` made safe for HTML and SVG text and for quoted attributes: player names are
/// typed by people and come in share links.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::esc;

    #[test]
    fn markup_characters_are_escaped() {
        assert_eq!(esc(r#"<b a="1" c='2'>&amp;</b> Zoé"#), "&lt;b a=&quot;1&quot; c=&#39;2&#39;&gt;&amp;amp;&lt;/b&gt; Zoé");
    }
}
