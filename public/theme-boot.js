// Puts the saved theme on <html> before the first paint. It is a file, not an inline script,
// because the Content-Security-Policy allows scripts from this origin only. Keep it in step with
// src/client/app/theme.tsx: same storage key, same theme names, classic on the landing page
// (a signed-out visitor there always gets classic; the app corrects it for signed-in users).
(function () {
  var themes = ['classic', 'fantasy', 'scifi', 'horror', 'romance', 'mystery', 'forgeGothic'];
  var theme = 'classic';
  try {
    var saved = window.localStorage.getItem('inkforge-theme');
    if (themes.indexOf(saved) >= 0) theme = saved;
  } catch {
    // Storage blocked: stay classic.
  }
  if (window.location.pathname.replace(/\/+$/, '') === '/about') theme = 'classic';
  document.documentElement.setAttribute('data-theme', theme);
})();
