/* The ticket widget loader (/widget.js), documented in docs/widget.md: every
 * .varco-widget[data-varco-id] (and every Hi.Events .hievents-widget[data-hievents-id]) on the page
 * becomes a frame of /widget/{id} that follows its content's height. */
((script) => {
  if (!script || window.__varcoWidget) return;
  window.__varcoWidget = 1;
  var origin = new URL(script.src).origin;
  var frames = [];

  // Only messages from our own origin, and from one of the frames this page holds; their types are
  // the domain's widgetMessageTypes (packages/domain/src/rules/widgetOptions.ts).
  addEventListener("message", (event) => {
    var data = event.data || {};
    if (event.origin !== origin) return;
    frames.forEach((frame) => {
      if (frame.contentWindow !== event.source) return;
      if (data.type === "varco:ready") frame.contentWindow.postMessage({ type: "varco:hello" }, origin);
      if (data.type === "resize" && data.height > 0) {
        if (frame.dataset.resize) frame.style.height = Math.ceil(data.height) + "px";
        if (data.title) frame.title = data.title;
      }
    });
  });

  function start() {
    document.querySelectorAll(".varco-widget,.hievents-widget").forEach((element) => {
      var prefix = element.classList.contains("varco-widget") ? "data-varco-" : "data-hievents-";
      var id = element.getAttribute(prefix + "id");
      if (!id || element.querySelector("iframe")) return;
      var frame = document.createElement("iframe");
      var query = new URLSearchParams({ iframeId: "varco-widget-" + frames.length });
      // data-varco-primary-color="#fff" asks for PrimaryColor=#fff, as Hi.Events' loader names it.
      [].forEach.call(element.attributes, (attribute) => {
        var name = attribute.name;
        if (name.indexOf(prefix) || name === prefix + "id") return;
        query.set(
          name.slice(prefix.length - 1).replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()),
          attribute.value,
        );
      });
      frame.id = query.get("iframeId");
      frame.src = origin + "/widget/" + encodeURIComponent(id) + "?" + query;
      frame.title = "Tickets";
      frame.loading = "lazy";
      frame.style.cssText =
        "border:0;width:100%;height:" + (query.get("WidgetType") === "button" ? 90 : 600) + "px";
      if (query.get("Autoresize") !== "false") frame.dataset.resize = 1;
      frames.push(frame);
      element.appendChild(frame);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(document.currentScript);
