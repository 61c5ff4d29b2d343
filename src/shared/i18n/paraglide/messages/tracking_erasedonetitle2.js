import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Erasedonetitle2Inputs */

const en_tracking_erasedonetitle2 = /** @type {(inputs: Tracking_Erasedonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erased`)
};

const fil_tracking_erasedonetitle2 = /** @type {(inputs: Tracking_Erasedonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nabura na`)
};

/**
* | output |
* | --- |
* | "Erased" |
*
* @param {Tracking_Erasedonetitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_erasedonetitle2 = /** @type {((inputs?: Tracking_Erasedonetitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Erasedonetitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_erasedonetitle2(inputs)
	return en_tracking_erasedonetitle2(inputs)
});
export { tracking_erasedonetitle2 as "tracking.eraseDoneTitle" }