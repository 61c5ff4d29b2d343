import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Notstartedbody2Inputs */

const en_events_notstartedbody2 = /** @type {(inputs: Events_Notstartedbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booth opens on its first day. You can send us a regular request meanwhile.`)
};

const fil_events_notstartedbody2 = /** @type {(inputs: Events_Notstartedbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magbubukas ang booth na ito sa unang araw nito. Puwede kang magpadala muna ng regular na request.`)
};

/**
* | output |
* | --- |
* | "This booth opens on its first day. You can send us a regular request meanwhile." |
*
* @param {Events_Notstartedbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_notstartedbody2 = /** @type {((inputs?: Events_Notstartedbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Notstartedbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_notstartedbody2(inputs)
	return en_events_notstartedbody2(inputs)
});
export { events_notstartedbody2 as "events.notStartedBody" }