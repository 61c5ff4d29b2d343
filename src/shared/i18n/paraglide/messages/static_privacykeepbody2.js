import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Static_Privacykeepbody2Inputs */

const en_static_privacykeepbody2 = /** @type {(inputs: Static_Privacykeepbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.days} days after your request is completed, declined or cancelled. Then your name, phone, e-mail, address and photos are erased; only anonymous figures (how many items, of what kind, how heavy) remain.`)
};

const fil_static_privacykeepbody2 = /** @type {(inputs: Static_Privacykeepbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hanggang ${i?.days} araw matapos makumpleto, ma-decline o ma-cancel ang request mo. Pagkatapos, binubura ang pangalan, phone, e-mail, address at mga litrato mo; anonymous na bilang lang ang natitira (ilang gamit, anong uri, gaano kabigat).`)
};

/**
* | output |
* | --- |
* | "Until {days} days after your request is completed, declined or cancelled. Then your name, phone, e-mail, address and photos are erased; only anonymous figure..." |
*
* @param {Static_Privacykeepbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacykeepbody2 = /** @type {((inputs: Static_Privacykeepbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacykeepbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacykeepbody2(inputs)
	return en_static_privacykeepbody2(inputs)
});
export { static_privacykeepbody2 as "static.privacyKeepBody" }