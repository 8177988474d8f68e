'use strict';

// side-channel's API on the browser's own WeakMap and Map, for qs (scripts/dependency-shims-plugin.ts).
// The package picks the same maps at run time, but carries object-inspect, get-intrinsic and their
// polyfill chain to name a missing key in an error: ~31 KB minified in the console's frame.

module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();
  var mapOf = function (key) {
    return (typeof key === 'object' && key !== null) || typeof key === 'function' ? objects : primitives;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) {
        // As side-channel names it (object-inspect quotes a string).
        var described =
          key && Object(key) === key
            ? 'the given object key'
            : typeof key === 'string'
              ? "'" + key.replace(/\\/g, '\\\\').replace(/'/g, "\\'") + "'"
              : String(key);
        throw new TypeError('Side channel does not contain ' + described);
      }
    },
    delete: function (key) {
      return mapOf(key).delete(key);
    },
    get: function (key) {
      return mapOf(key).get(key);
    },
    has: function (key) {
      return mapOf(key).has(key);
    },
    set: function (key, value) {
      mapOf(key).set(key, value);
    },
  };
  return channel;
};
