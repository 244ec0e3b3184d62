/* global window, document, location */
// Starts what a first visit to a storefront page waits for, while the app's own code downloads
// (a file, not inline: the CSP forbids inline scripts). Without it the page loads one step after
// another: HTML, the app's code, its data, the page's code, the page's data, then its main image.
// - the route's page chunk (and the Arabic texts), from the lists the build writes into index.html;
// - the API answers the page asks for first, kept in window.__earlyResponses for the app's API
//   client (src/lib/early-responses.ts), which takes each one once instead of asking again;
// - the page's largest image, once its answer names it.
// Mirrors: src/lib/api-client.ts (URLs, headers), src/lib/i18n/language-storage.ts ("language"),
// src/config/storage-keys.ts ("authToken"), src/lib/product-image.ts (fallback images) and
// src/features/catalog/lib/listing-filters.ts (the first listing page: page 1, 12 products).
(function () {
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

  var lists = {};
  try {
    lists = JSON.parse(document.getElementById('route-preloads').textContent);
  } catch {
    // A development server has no lists: the app loads its chunks itself.
  }
  var chunks = (lists[route] || []).concat(language === 'ar' ? lists.ar || [] : []);
  chunks.forEach(function (href) {
    addLink({ rel: 'modulepreload', href: href });
  });

  // A signed-in administrator's requests carry a token; the app makes those itself.
  if (signedIn) return;

  var early = (window.__earlyResponses = {});
  function get(url) {
    early[url] = fetch(url, {
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
    return early[url].then(function (answer) {
      return answer.status === 200 && answer.body ? answer.body.data : null;
    });
  }
  function preloadImage(url) {
    if (url) addLink({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' });
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
