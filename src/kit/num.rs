//! Numbers for SVG attributes and paths, written without core's float printer:
//! a single float `Display` anywhere in the page links it (about 2 KiB gzip), and a
//! board needs only hundredths.

/// `x` rounded to hundredths, in its shortest form: "12", "-0.5", "3.25".
pub fn num(x: f64) -> String {
    let c = (x * 100.0).round() as i64;
    let (whole, frac) = (c.unsigned_abs() / 100, c.unsigned_abs() % 100);
    let sign = if c < 0 { "-" } else { "" };
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// Numbers joined by `sep`, as a `points` or `viewBox` list.
pub fn nums(xs: &[f64], sep: &str) -> String {
    xs.iter().map(|x| num(*x)).collect::<Vec<_>>().join(sep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hundredths_in_the_shortest_form() {
        let cases = [
            (12.0, "12"),
            (-0.5, "-0.5"),
            (3.25, "3.25"),
            (1.05, "1.05"),
            (0.004, "0"),
            (-0.004, "0"),
            (-12.3, "-12.3"),
            (99.999, "100"),
        ];
        for (x, s) in cases {
            assert_eq!(num(x), s, "{x}");
            // As core prints the rounded value, but for its "-0".
            assert_eq!(num(x), format!("{}", (x * 100.0).round() / 100.0 + 0.0), "{x}");
        }
        assert_eq!(nums(&[0.0, 1.5, -2.0], " "), "0 1.5 -2");
    }
}
