/** The id of the <style> that holds the brand's theme, whoever wrote it (the page server or the shell). */
export const BRAND_THEME_STYLE_ID = 'brand-theme';
