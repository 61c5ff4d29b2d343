import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Eraseintro1Inputs */

const en_tracking_eraseintro1 = /** @type {(inputs: Tracking_Eraseintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, phone, e-mail, address and photos are erased for good; an open pickup is cancelled. We send a code to your phone first.`)
};

const fil_tracking_eraseintro1 = /** @type {(inputs: Tracking_Eraseintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuluyang buburahin ang pangalan, phone, e-mail, address at mga litrato mo; ika-cancel ang bukas na pickup. Magpapadala muna kami ng code sa phone mo.`)
};

/**
* | output |
* | --- |
* | "Your name, phone, e-mail, address and photos are erased for good; an open pickup is cancelled. We send a code to your phone first." |
*
* @param {Tracking_Eraseintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_eraseintro1 = /** @type {((inputs?: Tracking_Eraseintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Eraseintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_eraseintro1(inputs)
	return en_tracking_eraseintro1(inputs)
});
export { tracking_eraseintro1 as "tracking.eraseIntro" }