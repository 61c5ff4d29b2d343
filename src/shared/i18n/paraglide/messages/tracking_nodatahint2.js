import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nodatahint2Inputs */

const en_tracking_nodatahint2 = /** @type {(inputs: Tracking_Nodatahint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the number in your text message or e-mail and try again.`)
};

const fil_tracking_nodatahint2 = /** @type {(inputs: Tracking_Nodatahint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang number sa text message o e-mail mo at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Check the number in your text message or e-mail and try again." |
*
* @param {Tracking_Nodatahint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nodatahint2 = /** @type {((inputs?: Tracking_Nodatahint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nodatahint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nodatahint2(inputs)
	return en_tracking_nodatahint2(inputs)
});
export { tracking_nodatahint2 as "tracking.noDataHint" }