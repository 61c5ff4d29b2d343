import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksmslimit2Inputs */

const en_events_kiosksmslimit2 = /** @type {(inputs: Events_Kiosksmslimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number was already sent again twice.`)
};

const fil_events_kiosksmslimit2 = /** @type {(inputs: Events_Kiosksmslimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dalawang beses nang naipadala ulit ang tracking number mo.`)
};

/**
* | output |
* | --- |
* | "Your tracking number was already sent again twice." |
*
* @param {Events_Kiosksmslimit2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kiosksmslimit2 = /** @type {((inputs?: Events_Kiosksmslimit2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksmslimit2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kiosksmslimit2(inputs)
	return en_events_kiosksmslimit2(inputs)
});
export { events_kiosksmslimit2 as "events.kioskSmsLimit" }