// GET /sandbox/myfatoorah/session.js: stands in for the provider's embedded form script
// (`myfatoorah.init({ sessionId, countryCode, currencyCode, amount, callback, containerId,
// paymentOptions, language })`). It draws a card form into containerId with DOM calls only (no
// inline style or script, for the app's CSP) and on submit calls
// `callback({ isSuccess, sessionId, paymentType: 'Card' })`; a number failing the Luhn check, a
// past expiry or a bad CVV gives isSuccess false.
export const SESSION_SCRIPT = `(function () {
  'use strict';
  var TEXTS = {
    en: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvv: 'CVV', pay: 'Pay', hint: 'Test cards: 5123450000000008 (01/39, CVV 100), 4508750015741019 (any expiry and CVV)', invalid: 'Check the card number, expiry and CVV.' },
    ar: { number: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (شهر/سنة)', cvv: 'رمز الأمان', pay: 'ادفع', hint: 'بطاقات الاختبار: 5123450000000008 (01/39، رمز الأمان 100)، 4508750015741019 (أي تاريخ وأي رمز)', invalid: 'تحقق من رقم البطاقة وتاريخ الانتهاء ورمز الأمان.' }
  };
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function validExpiry(text) {
    var m = /^(\\d{2})\\s*\\/\\s*(\\d{2})$/.exec(text);
    if (!m) return false;
    var month = Number(m[1]);
    var year = 2000 + Number(m[2]);
    if (month < 1 || month > 12) return false;
    var now = new Date();
    return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
  }
  // Card numbers, expiry and CVV are codes to type as they are: each run of digits is isolated in a
  // <bdi>, so an Arabic page keeps them in Latin digits and in order (the app's one-digit-system rule).
  function appendWithCodes(element, text) {
    var parts = text.split(/(\\d[\\d\\/]*)/);
    for (var i = 0; i < parts.length; i++) {
      if (!parts[i]) continue;
      if (i % 2 === 1) {
        var code = document.createElement('bdi');
        code.textContent = parts[i];
        element.appendChild(code);
      } else {
        element.appendChild(document.createTextNode(parts[i]));
      }
    }
  }
  function field(form, name, label, hint, autocomplete) {
    var wrap = document.createElement('label');
    wrap.className = 'mf-sandbox-field';
    wrap.appendChild(document.createTextNode(label));
    var input = document.createElement('input');
    input.name = name;
    input.placeholder = hint;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.dir = 'ltr';
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }
  function init(config) {
    var container = document.getElementById(config.containerId);
    if (!container) throw new Error('myfatoorah.init: no element with id ' + config.containerId);
    var t = TEXTS[config.language === 'ar' ? 'ar' : 'en'];
    while (container.firstChild) container.removeChild(container.firstChild);
    var form = document.createElement('form');
    form.className = 'mf-sandbox-form';
    form.noValidate = true;
    var number = field(form, 'cardNumber', t.number, '5123 4500 0000 0008', 'cc-number');
    var expiry = field(form, 'expiry', t.expiry, '01/39', 'cc-exp');
    var cvv = field(form, 'cvv', t.cvv, '100', 'cc-csc');
    var hint = document.createElement('p');
    hint.className = 'mf-sandbox-hint';
    appendWithCodes(hint, t.hint);
    form.appendChild(hint);
    var error = document.createElement('p');
    error.className = 'mf-sandbox-error';
    error.setAttribute('role', 'alert');
    form.appendChild(error);
    var button = document.createElement('button');
    button.type = 'submit';
    button.textContent = t.pay;
    form.appendChild(button);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var digits = number.value.replace(/\\s+/g, '');
      var ok = /^\\d{12,19}$/.test(digits) && luhn(digits) && validExpiry(expiry.value.trim()) && /^\\d{3,4}$/.test(cvv.value.trim());
      error.textContent = ok ? '' : t.invalid;
      config.callback({ isSuccess: ok, sessionId: config.sessionId, paymentType: 'Card' });
    });
    container.appendChild(form);
  }
  window.myfatoorah = { init: init };
})();
`;
