/* global window, document, location */
// Starts what a first visit to a storefront page waits for, while the app's own code downloads
// (a file, not inline: the CSP forbids inline scripts). Without it the page loads one step after
// another: HTML, the app's code, its data, the page's code, the page's data, then its main image.
// - the route's page chunk (and the Arabic texts), from the lists the build writes into index.html;
// - the API answers the page asks for first, kept in window.__earlyResponses for the app's API
//   client (src/lib/early-responses.ts), which takes each one once instead of asking again;
// - the page's largest image, once its answer names it.
// When the server rendered the page (apps/server/src/plugins/storefront-render.ts), the answers are
// in it already, and the same requests are taken from there.
// Mirrors: src/lib/api-client.ts (URLs, headers), src/lib/i18n/language-storage.ts ("language"),
// src/config/storage-keys.ts ("authToken"), src/lib/product-image.ts (fallback images) and
// src/features/catalog/lib/listing-filters.ts (the first listing page: page 1, 12 products).
(function () {
  // A page the server rendered paints from its HTML alone; the app's code, which only makes it
  // interactive (hydration), is fetched after that first paint instead of sharing the slow link
  // with the page's CSS, fonts and images before it. The server lists that code in the page
  // (apps/server/src/plugins/storefront-render.ts) instead of in <head>.
  var appCode = readJson('app-code');
  var routeChunks = [];
  if (appCode) {
    var startApp = function () {
      appCode.preload.concat(routeChunks).forEach(function (href) {
        addLink({ rel: 'modulepreload', href: href, crossorigin: '' });
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = appCode.entry;
      document.head.appendChild(script);
    };
    // A frame, then a task: after the page has painted. A hidden tab paints no frames.
    if (document.visibilityState === 'hidden') setTimeout(startApp, 0);
    else
      window.requestAnimationFrame(function () {
        setTimeout(startApp, 0);
      });
  }

  function readJson(id) {
    try {
      return JSON.parse(document.getElementById(id).textContent);
    } catch {
      return null;
    }
  }

  var path = location.pathname;
  var route =
    path === '/'
      ? 'home'
      : path === '/products' || path === '/collections'
        ? 'products'
        : /^\/product\/[^/]+$/.test(path)
          ? 'product'
          : null;
  if (!route) return;

  var language = 'en';
  var signedIn = false;
  try {
    language = window.localStorage.getItem('language') === 'ar' ? 'ar' : 'en';
    signedIn = Boolean(window.localStorage.getItem('authToken'));
  } catch {
    // Storage blocked: an English visitor who is not signed in.
  }

  function addLink(attributes) {
    var link = document.createElement('link');
    for (var name in attributes) link.setAttribute(name, attributes[name]);
    document.head.appendChild(link);
  }

  // A development server has no lists: the app loads its chunks itself.
  var lists = readJson('route-preloads') || {};
  var chunks = (lists[route] || []).concat(language === 'ar' ? lists.ar || [] : []);
  if (appCode) {
    routeChunks = chunks; // with the app's code, after the first paint
  } else {
    chunks.forEach(function (href) {
      addLink({ rel: 'modulepreload', href: href });
    });
  }

  // A signed-in administrator's requests carry a token; the app makes those itself.
  if (signedIn) return;

  // A page the server rendered carries the answers it was rendered from: the app hydrates from
  // those, not from newer ones, or its first render would differ from the page's HTML.
  // Not rendered on the server (another page, a development server): ask.
  var rendered = readJson('first-screen-answers');
  var given = rendered && rendered.language === language ? rendered.answers : {};

  var early = (window.__earlyResponses = {});
  function get(url) {
    early[url] = given[url] ? Promise.resolve(given[url]) : fetchAnswer(url);
    return early[url].then(function (answer) {
      return answer.status === 200 && answer.body ? answer.body.data : null;
    });
  }
  function fetchAnswer(url) {
    return fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': language },
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return null;
          })
          .then(function (body) {
            return { status: response.status, statusText: response.statusText, body: body };
          });
      })
      .catch(function () {
        // Status 0: no answer; the app asks again itself, with its own timeout and error.
        return { status: 0, statusText: '', body: null };
      });
  }
  function preloadImage(url) {
    // A rendered page has its image in the HTML already, found as early as a preload would be.
    if (url && !rendered)
      addLink({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' });
  }
  function firstImage(product) {
    if (!product) return null;
    var image = product.images && product.images[0];
    return image ? image.url : '/images/products/fallback-' + product.category + '.svg';
  }

  // Every storefront page waits for the home-page content: its maintenance flag.
  var homepage = get('/api/homepage');
  get('/api/content/translations?language=' + language);
  // The header's brand name and the footer's contact details.
  get('/api/public/site-settings');

  if (route === 'home') {
    homepage.then(function (content) {
      if (!content || content.maintenanceMode || !content.hero.showSection) return;
      var slide = content.hero.images.slideshow[0];
      preloadImage(slide ? slide.url : '/images/hero/hero-1.svg');
    });
  } else if (route === 'products' && !location.search) {
    get('/api/products?page=1&limit=12').then(function (products) {
      preloadImage(firstImage(products && products[0]));
    });
  } else if (route === 'product') {
    // As the router does: the id is the decoded path segment, encoded again by the API client.
    var id = null;
    try {
      id = decodeURIComponent(path.slice('/product/'.length));
    } catch {
      // A malformed address: the app shows its not-found page.
    }
    if (id) {
      get('/api/products/' + encodeURIComponent(id)).then(function (product) {
        preloadImage(firstImage(product));
      });
    }
  }
})();
