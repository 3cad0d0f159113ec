/* Rule and errata IDs in the search box.
 *
 * The site's search (lunr, in a worker) splits a query at hyphens, so "SL-6.3.1"
 * also matches SL-6.3.10 and LY-6.3.1. When the query is exactly a rule ID or an
 * errata ID, this puts the entry with that ID first in the results, from
 * assets/ids.json (written by docs/hooks/rules_site.py), and Enter goes to it.
 */
(function () {
  "use strict";
  var ID = /^\s*([a-z]{2,3}-\d+\.\d+\.\d+[a-z]?|e-\d+)\s*$/i;
  var table = null;

  function base() {
    var config = document.getElementById("__config");
    var relative = config ? JSON.parse(config.textContent).base : ".";
    return new URL(relative.replace(/\/?$/, "/"), window.location.href);
  }

  function load() {
    if (table === null) {
      table = fetch(new URL("assets/ids.json", base()))
        .then(function (response) { return response.ok ? response.json() : { rules: {}, errata: {} }; })
        .catch(function () { return { rules: {}, errata: {} }; });
    }
    return table;
  }

  function canonical(id) {
    var parts = id.split("-");
    return parts[0].toUpperCase() + "-" + parts.slice(1).join("-");
  }

  function entries(data, query) {
    var match = ID.exec(query);
    if (!match) return [];
    var id = canonical(match[1]);
    if (/^E-/.test(id)) {
      return (data.errata[id] || []).map(function (e) { return { id: id, url: e[0], text: e[1] }; });
    }
    var rule = data.rules[id];
    return rule ? [{ id: id, url: rule[0], text: rule[1] }] : [];
  }

  function item(entry) {
    var li = document.createElement("li");
    li.className = "md-search-result__item rs-lookup";
    li.dataset.lookup = entry.id + " " + entry.url;
    var a = document.createElement("a");
    a.className = "md-search-result__link";
    a.href = new URL(entry.url, base()).href;
    var article = document.createElement("article");
    article.className = "md-search-result__article md-typeset";
    var title = document.createElement("h1");
    title.textContent = entry.id;
    var text = document.createElement("p");
    text.textContent = entry.text;
    article.appendChild(title);
    article.appendChild(text);
    a.appendChild(article);
    li.appendChild(a);
    return li;
  }

  function place(list, found) {
    var wanted = found.map(function (e) { return e.id + " " + e.url; }).join("|");
    var have = Array.prototype.map.call(list.querySelectorAll(":scope > li.rs-lookup"), function (li) {
      return li.dataset.lookup;
    }).join("|");
    if (wanted === have && (!found.length || list.firstElementChild.classList.contains("rs-lookup"))) return;
    list.querySelectorAll(":scope > li.rs-lookup").forEach(function (li) { li.remove(); });
    found.slice().reverse().forEach(function (entry) { list.insertBefore(item(entry), list.firstChild); });
  }

  function watch() {
    var input = document.querySelector("input.md-search__input");
    var list = document.querySelector(".md-search-result__list");
    if (!input || !list) return;
    var update = function () {
      load().then(function (data) { place(list, entries(data, input.value)); });
    };
    new MutationObserver(function () {
      if (!list.firstElementChild || !list.firstElementChild.classList.contains("rs-lookup")) update();
    }).observe(list, { childList: true });
    input.addEventListener("input", update);
    input.addEventListener("keydown", function (event) {
      if (event.key !== "Enter") return;
      var first = list.querySelector(":scope > li.rs-lookup a");
      if (first && ID.test(input.value)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        window.location.href = first.href;
      }
    }, true);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", watch);
  } else {
    watch();
  }
})();
