import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Tryagain1Inputs */

const en_events_tryagain1 = /** @type {(inputs: Events_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const fil_events_tryagain1 = /** @type {(inputs: Events_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subukan ulit`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Events_Tryagain1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_tryagain1 = /** @type {((inputs?: Events_Tryagain1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Tryagain1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_tryagain1(inputs)
	return en_events_tryagain1(inputs)
});
export { events_tryagain1 as "events.tryAgain" }